import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitcher } from './language-switcher';

const meta = {
  title: 'Shell/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { href: '/en/about-us', target: 'en', title: 'Lire cette page en anglais' },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToEnglish: Story = {};
export const ToFrench: Story = { args: { href: '/fr/a-propos', target: 'fr' } };
export const OnDarkSurface: Story = {
  args: { tone: 'light' },
  decorators: [
    (Story) => <div style={{ background: '#222', color: '#fff', padding: 16 }}>{Story()}</div>,
  ],
};
