'use client';

import { cx, ui } from '@/modules/plain-ui';
import styles from './cookie-banner.module.css';
import { CHOICE_BUTTON_ATTRIBUTE, cookieConsentScript } from './cookie-consent-script';
import { useCookieConsent } from './use-cookie-consent';

export interface CookieBannerTexts {
  label: string;
  title: string;
  text: string;
  accept: string;
  refuse: string;
}

/**
 * Spec sections 2 and 4: Accept / Refuse, hidden once a choice exists. The server renders it
 * (consent 'pending'): it is the largest text on a phone's first screen, and rendering it only
 * after hydration made Lighthouse's LCP wait for all the JavaScript (about 4 s on mobile). An
 * island with plain CSS: its wording comes from the server as props; its inline script answers
 * the buttons until hydration (cookie-consent-script.ts).
 */
export function CookieBanner({ texts }: { texts: CookieBannerTexts }) {
  const { consent, accept, refuse } = useCookieConsent();
  if (consent !== 'unset' && consent !== 'pending') return null;
  return (
    <>
      {consent === 'pending' && (
        <script dangerouslySetInnerHTML={{ __html: cookieConsentScript }} />
      )}
      <div role="region" aria-label={texts.label} className={styles.banner}>
        <div className={ui.container}>
          <div className={styles.row}>
            <div className={styles.text}>
              <h2 className={styles.title}>{texts.title}</h2>{' '}
              <span className={styles.body}>{texts.text}</span>
            </div>
            <div className={styles.buttons}>
              <button
                type="button"
                className={cx(ui.button, ui.outlined, ui.small)}
                {...{ [CHOICE_BUTTON_ATTRIBUTE]: 'refused' }}
                onClick={refuse}
              >
                {texts.refuse}
              </button>
              <button
                type="button"
                className={cx(ui.button, ui.contained, ui.small)}
                {...{ [CHOICE_BUTTON_ATTRIBUTE]: 'accepted' }}
                onClick={accept}
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
