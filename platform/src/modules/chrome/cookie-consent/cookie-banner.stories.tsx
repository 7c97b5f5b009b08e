import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONSENT_KEY, resetConsentMemory } from './cookie-consent-store';
import { CookieBanner } from './cookie-banner';

const meta = {
  title: 'Shell/CookieBanner',
  component: CookieBanner,
  parameters: { layout: 'fullscreen' },
  // Each visit starts with no choice made, so the banner shows.
  beforeEach: () => {
    window.localStorage.removeItem(CONSENT_KEY);
    resetConsentMemory();
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoChoiceYet: Story = {};
