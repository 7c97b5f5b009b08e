import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import { numericId } from '@/modules/page-routes/server';
import { CompanyJobsPage } from '@/modules/companies/company-jobs-page';
import type { Locale } from '@jobboard/tenancy/board-config';

export { generateJobsMetadata as generateMetadata } from '@/modules/companies/company-metadata';

export default async function Page(props: {
  params: Promise<{ board: string; locale: Locale; slug: string; id: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
}) {
  const { board, locale, slug, id: segment } = await props.params;
  setRequestLocale(locale);
  const id = numericId(segment);
  if (id === null) notFound();
  const page = Number((await props.searchParams).page);
  return (
    <CompanyJobsPage
      board={requireBoard(board)}
      locale={locale}
      slug={slug}
      id={id}
      page={Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1}
    />
  );
}
