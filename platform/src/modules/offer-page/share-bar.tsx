import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { cx, ui } from '@/modules/plain-ui';
import { CopyLinkButton } from './copy-link-button';
import { shareLinks } from './share-links';
import styles from './offer-page.module.css';

export interface ShareBarProps {
  board: BoardConfig;
  locale: Locale;
  title: string;
  /** The offer page's absolute URL in this language. */
  url: string;
}

const button = cx(ui.button, ui.outlined, ui.small);

/** Share links under the offer: plain links (no script) plus the copy button's small island. */
export async function ShareBar({ board, locale, title, url }: ShareBarProps) {
  const t = await getTranslations({ locale, namespace: 'offers.offer.share' });
  const links = shareLinks(board, url, {
    subject: t('mailSubject', { title }),
    body: t('mailBody', { title, url, board: board.name[locale] }),
  });
  const external = (href: string, label: string, name: string, testId: string) => (
    <a
      className={button}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} ${t('newWindow')}`}
      data-testid={testId}
    >
      {name}
    </a>
  );
  return (
    <section aria-labelledby="offer-share" className={styles.share}>
      <h2 id="offer-share" className={cx(ui.subtitle1, styles.shareHeading)}>
        {t('heading')}
      </h2>
      <div className={styles.shareRow}>
        {external(links.linkedin, t('linkedin'), 'LinkedIn', 'share-linkedin')}
        {external(links.facebook, t('facebook'), 'Facebook', 'share-facebook')}
        <a className={button} href={links.email} aria-label={t('email')} data-testid="share-email">
          {t('emailShort')}
        </a>
        <CopyLinkButton url={url} label={t('copy')} copied={t('copied')} failed={t('copyFailed')} />
      </div>
    </section>
  );
}
