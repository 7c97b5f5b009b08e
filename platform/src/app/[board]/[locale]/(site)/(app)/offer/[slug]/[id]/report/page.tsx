import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import { numericId } from '@/modules/page-routes/server';
import { ReportPage } from '@/modules/offer-report/report-page';
import type { Locale } from '@jobboard/tenancy/board-config';

export { generateMetadata } from '@/modules/offer-report/report-metadata';

export default async function Page(props: {
  params: Promise<{ board: string; locale: Locale; slug: string; id: string }>;
}) {
  const { board, locale, slug, id: segment } = await props.params;
  setRequestLocale(locale);
  const id = numericId(segment);
  if (id === null) notFound();
  return <ReportPage board={requireBoard(board)} locale={locale} slug={slug} id={id} />;
}
