import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorView } from './error-view';

const meta = {
  title: 'Errors/ErrorPage',
  component: ErrorView,
  args: { status: 404 },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const Forbidden: Story = { args: { status: 403 } };
export const ServerError: Story = { args: { status: 500, onRetry: () => undefined } };
