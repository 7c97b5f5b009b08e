import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisitorHeader } from './visitor-header';

const meta = {
  title: 'Shell/Headers/Visitor',
  component: VisitorHeader,
  args: { languageHref: '#other-language' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VisitorHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
/** Below the md breakpoint the links move into a drawer behind the menu button. */
export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1' } } };
