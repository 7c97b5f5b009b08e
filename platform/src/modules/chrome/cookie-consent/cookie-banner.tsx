import { cx, ui } from '@/modules/plain-ui';
import styles from './cookie-banner.module.css';
import { CHOICE_BUTTON_ATTRIBUTE, cookieConsentScript } from './cookie-consent-script';

export interface CookieBannerTexts {
  label: string;
  title: string;
  text: string;
  accept: string;
  refuse: string;
  /** The privacy policy's link, in the banner's text. */
  privacy: string;
  privacyHref: string;
}

/**
 * Spec sections 2 and 4: Accept / Refuse, hidden once a choice exists. The server renders it: it
 * is the largest text on a phone's first screen, and rendering it only after hydration made
 * Lighthouse's LCP wait for all the JavaScript (about 4 s on mobile). No island: its inline
 * script answers the buttons from the moment they are parsed, hydrated or not, and marks the
 * choice on <html>, which hides it (cookie-consent-script.ts); useCookieConsent follows that.
 */
export function CookieBanner({ texts }: { texts: CookieBannerTexts }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: cookieConsentScript }} />
      <div role="region" aria-label={texts.label} className={styles.banner}>
        <div className={ui.container}>
          <div className={styles.row}>
            <div className={styles.text}>
              <h2 className={styles.title}>{texts.title}</h2>{' '}
              <span className={styles.body}>{texts.text}</span>{' '}
              <a href={texts.privacyHref} className={styles.link}>
                {texts.privacy}
              </a>
            </div>
            <div className={styles.buttons}>
              <button
                type="button"
                className={cx(ui.button, ui.outlined, ui.small)}
                {...{ [CHOICE_BUTTON_ATTRIBUTE]: 'refused' }}
              >
                {texts.refuse}
              </button>
              <button
                type="button"
                className={cx(ui.button, ui.contained, ui.small)}
                {...{ [CHOICE_BUTTON_ATTRIBUTE]: 'accepted' }}
              >
                {texts.accept}
              </button>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
