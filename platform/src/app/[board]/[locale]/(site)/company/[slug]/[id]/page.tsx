import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import type { AppLocale } from '@/i18n/routing';
import { CompanyPage } from '@/modules/companies/company-page';

export { generateMetadata } from '@/modules/companies/company-metadata';

export default async function Page(props: {
  params: Promise<{ board: string; locale: AppLocale; slug: string; id: string }>;
}) {
  const { board, locale, slug, id } = await props.params;
  setRequestLocale(locale);
  if (!/^\d{1,9}$/.test(id)) notFound();
  return <CompanyPage board={requireBoard(board)} locale={locale} slug={slug} id={Number(id)} />;
}
