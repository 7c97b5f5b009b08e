import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStoryShell } from '../story-texts';
import { CONSENT_KEY, resetConsentMemory } from './cookie-consent-store';
import { CookieBanner } from './cookie-banner';

function Story() {
  return <CookieBanner texts={useStoryShell().cookies} />;
}

const meta = {
  title: 'Shell/CookieBanner',
  component: Story,
  parameters: { layout: 'fullscreen' },
  // Each visit starts with no choice made, so the banner shows.
  beforeEach: () => {
    window.localStorage.removeItem(CONSENT_KEY);
    resetConsentMemory();
  },
} satisfies Meta<typeof Story>;

export default meta;
type S = StoryObj<typeof meta>;

export const NoChoiceYet: S = {};
