import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoardLogo } from './board-logo';

const meta = {
  title: 'Branding/BoardLogo',
  component: BoardLogo,
  args: { locale: 'fr', maxWidth: 150, creditLabel: 'par Plateforme Emplois' },
} satisfies Meta<typeof BoardLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {};
export const Footer: Story = {
  args: { variant: 'light', maxWidth: 175 },
  parameters: { backgrounds: { default: 'dark' } },
  decorators: [(Story) => <div style={{ background: '#111', padding: 16 }}>{Story()}</div>],
};
