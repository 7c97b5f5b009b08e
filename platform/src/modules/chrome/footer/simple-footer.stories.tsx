import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStoryShell } from '../story-texts';
import { SimpleFooter } from './simple-footer';

function Story() {
  const { board, locale, footer } = useStoryShell();
  return <SimpleFooter board={board} locale={locale} texts={footer} />;
}

const meta = {
  title: 'Shell/Footers/Simple',
  component: Story,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Story>;

export default meta;
type S = StoryObj<typeof meta>;

/** Social links appear only for the networks the board configures. */
export const Default: S = {};
