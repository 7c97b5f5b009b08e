import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStoryShell } from '../story-texts';
import { FullFooter } from './full-footer';

function Story() {
  const { board, locale, footer } = useStoryShell();
  return (
    <FullFooter
      board={board}
      locale={locale}
      texts={footer}
      newsletter={<p>Newsletter form (an island)</p>}
    />
  );
}

const meta = {
  title: 'Shell/Footers/Full',
  component: Story,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Story>;

export default meta;
type S = StoryObj<typeof meta>;

export const Default: S = {};
