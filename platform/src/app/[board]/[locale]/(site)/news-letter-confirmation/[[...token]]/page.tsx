import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { NewsletterTokenPage } from '@/modules/newsletter/newsletter-token-page';

export default async function Page(props: {
  params: Promise<{ board: string; locale: AppLocale; token?: string[] }>;
}) {
  const { locale, token } = await props.params;
  setRequestLocale(locale);
  return <NewsletterTokenPage locale={locale} action="confirm" segments={token} />;
}
