import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { toastTexts } from '@/modules/http/server';
import type { NewsletterTexts } from './newsletter-form';

/** The newsletter form's wording, translated on the server and handed to the island. */
export async function newsletterTexts(locale: Locale): Promise<NewsletterTexts> {
  const [t, toasts] = await Promise.all([
    getTranslations({ locale, namespace: 'offers.newsletter' }),
    toastTexts(locale),
  ]);
  return {
    title: t('title'),
    text: t('text'),
    email: t('email'),
    submit: t('submit'),
    sending: t('sending'),
    failed: t('failed'),
    toasts,
  };
}
