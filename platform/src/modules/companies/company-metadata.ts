import type { Metadata } from 'next';
import { readIdRoute, type IdRouteParams } from '@/modules/page-routes/server';
import { companyPath } from '@jobboard/tenancy/paths';
import { browsingMetadata, summary } from '@/modules/seo/server';
import { findCompany } from './company-page';

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
