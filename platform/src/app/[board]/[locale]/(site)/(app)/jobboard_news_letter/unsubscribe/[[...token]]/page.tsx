import { setRequestLocale } from 'next-intl/server';
import { NewsletterTokenPage } from '@/modules/newsletter/newsletter-token-page';
import type { Locale } from '@jobboard/tenancy/board-config';

export default async function Page(props: {
  params: Promise<{ board: string; locale: Locale; token?: string[] }>;
}) {
  const { locale, token } = await props.params;
  setRequestLocale(locale);
  return <NewsletterTokenPage locale={locale} action="unsubscribe" segments={token} />;
}
