import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { toastTexts } from '@/modules/http/server';
import { cx, ui } from '@/modules/plain-ui';
import { ContactForm } from './contact-form';
import { contactFormTexts } from './contact-form-texts';
import styles from './contact.module.css';
import { ServerPrivacyNotice } from '@/modules/privacy-notice/server';

/** Spec section 5's contact page, rendered on the server with plain CSS (issue 16). */
export async function ContactPage({ board, locale }: { board: BoardConfig; locale: Locale }) {
  const [t, toasts] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    toastTexts(locale),
  ]);
  const paragraph = cx(ui.body1, styles.paragraph);
  return (
    <article className={cx(ui.container, styles.page)}>
      <h1 className={cx(ui.h3, ui.primary, styles.title)}>{t('title')}</h1>
      <p className={paragraph}>{t('intro')}</p>
      <p className={paragraph}>
        {t.rich('direct', {
          address: board.contactEmail,
          email: (chunks) => (
            <a href={`mailto:${board.contactEmail}`} className={ui.link}>
              {chunks}
            </a>
          ),
        })}
      </p>
      <p className={cx(ui.body2, ui.secondaryText, styles.paragraph)}>{t('requiredNote')}</p>
      <ContactForm
        boardKey={board.key}
        locale={locale}
        texts={contactFormTexts(t, toasts)}
        notice={<ServerPrivacyNotice board={board} locale={locale} purpose="contact" />}
      />
      <p className={cx(ui.body2, ui.secondaryText, styles.privacy)}>
        <a href={pathFor(locale, '/privacy-policy')} className={ui.link}>
          {t('privacy')}
        </a>
      </p>
    </article>
  );
}
