import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readIdRoute, type IdRouteParams } from '@/modules/page-routes/server';
import { companyJobsPath, companyPath } from '@jobboard/tenancy/paths';
import { browsingMetadata, summary } from '@/modules/seo/server';
import { findCompany } from './find-company';

export async function generateMetadata(props: IdRouteParams): Promise<Metadata> {
  const route = await readIdRoute(props);
  if (!route) return {};
  const { board, locale, id } = route;
  const company = await findCompany(board, locale, id);
  return browsingMetadata({
    board,
    locale,
    title: company.name,
    description: summary(company.description ?? company.name),
    pathIn: (l) => companyPath(l, company),
  });
}

/**
 * /company/{slug}/{id}/jobs: a page of its own (issue 46, item 29), with its title ("Emplois chez
 * …"), canonical URL and each language's alternate at that language's slug; a later page of the
 * list is its own canonical too.
 */
export async function generateJobsMetadata(
  props: IdRouteParams & { searchParams: Promise<{ page?: string | string[] }> },
): Promise<Metadata> {
  const route = await readIdRoute(props);
  if (!route) return {};
  const { board, locale, id } = route;
  const [company, t, query] = await Promise.all([
    findCompany(board, locale, id),
    getTranslations({ locale, namespace: 'offers.company' }),
    props.searchParams,
  ]);
  const page = Number(query.page);
  const suffix = Number.isInteger(page) && page > 1 && page <= 500 ? `?page=${page}` : '';
  return browsingMetadata({
    board,
    locale,
    title: t('jobs', { name: company.name }),
    description: t('jobsDescription', { name: company.name }),
    pathIn: (l) => `${companyJobsPath(l, company)}${suffix}`,
  });
}
