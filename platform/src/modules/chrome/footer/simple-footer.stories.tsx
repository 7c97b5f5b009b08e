import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleFooter } from './simple-footer';

const meta = {
  title: 'Shell/Footers/Simple',
  component: SimpleFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SimpleFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Social links appear only for the networks the board configures. */
export const Default: Story = {};
