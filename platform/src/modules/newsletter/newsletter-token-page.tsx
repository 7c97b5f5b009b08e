import { getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { LinkActionPage } from '@/modules/link-actions';

export interface NewsletterTokenPageProps {
  locale: Locale;
  action: 'confirm' | 'unsubscribe';
  /** The optional catch-all segments: {email}/{token}. */
  segments: readonly string[] | undefined;
}

/** /news-letter-confirmation/{email}/{token} and /jobboard_news_letter/unsubscribe/{email}/{token}. */
export async function NewsletterTokenPage({
  locale,
  action,
  segments = [],
}: NewsletterTokenPageProps) {
  const t = await getTranslations({ locale, namespace: 'offers.token' });
  const [rawEmail, token] = segments;
  const email = rawEmail ? safeDecode(rawEmail) : '';
  const confirm = action === 'confirm';
  return (
    <LinkActionPage
      title={confirm ? t('confirmTitle') : t('unsubscribeTitle')}
      action={
        email && token
          ? {
              text: confirm ? t('confirmText', { email }) : t('unsubscribeText', { email }),
              endpoint: `/jobboard/{board}/news-letter/${action}`,
              body: { email, token },
              label: confirm ? t('confirmButton') : t('unsubscribeButton'),
              outcomeTestId: 'newsletter-outcome',
            }
          : null
      }
      invalid={{ text: t('invalid'), homeLabel: t('home'), homeHref: pathFor(locale, '/') }}
    />
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
