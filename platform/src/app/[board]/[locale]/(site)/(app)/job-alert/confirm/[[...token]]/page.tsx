import { setRequestLocale } from 'next-intl/server';
import { JobAlertTokenPage } from '@/modules/job-alerts/server';
import type { Locale } from '@jobboard/tenancy/board-config';

export default async function Page(props: {
  params: Promise<{ board: string; locale: Locale; token?: string[] }>;
}) {
  const { locale, token } = await props.params;
  setRequestLocale(locale);
  return <JobAlertTokenPage locale={locale} action="confirm" segments={token} />;
}
