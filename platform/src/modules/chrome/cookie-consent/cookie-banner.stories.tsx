import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStoryShell } from '../story-texts';
import { CHOICE_ATTRIBUTE, CONSENT_KEY } from './cookie-consent-store';
import { cookieConsentScript } from './cookie-consent-script';
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
    document.documentElement.removeAttribute(CHOICE_ATTRIBUTE);
    // The banner's own script is React's innerHTML here, which a browser does not run.
    const script = document.createElement('script');
    script.textContent = cookieConsentScript;
    document.head.append(script);
  },
} satisfies Meta<typeof Story>;

export default meta;
type S = StoryObj<typeof meta>;

export const NoChoiceYet: S = {};
