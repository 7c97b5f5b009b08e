import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullFooter } from './full-footer';

const meta = {
  title: 'Shell/Footers/Full',
  component: FullFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
