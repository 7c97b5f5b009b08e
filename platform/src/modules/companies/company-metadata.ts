import type { Metadata } from 'next';
import { getCompany } from '@jobboard/api/services/companies/get-company';
import { readIdRoute, type IdRouteParams } from '../page-routes/id-route-params';
import { companyPath } from '@jobboard/tenancy/paths';
import { findOr404 } from '../page-routes/find-or-404';
import { browsingMetadata, summary } from '../seo/page-seo';
import { serviceContext } from '../page-routes/service-context';

export async function generateMetadata(props: IdRouteParams): Promise<Metadata> {
  const route = await readIdRoute(props);
  if (!route) return {};
  const { board, locale, id } = route;
  const ctx = await serviceContext(board, locale);
  const company = await findOr404(getCompany(ctx, { id }));
  return browsingMetadata({
    board,
    locale,
    title: company.name,
    description: summary(company.description ?? company.name),
    pathIn: (l) => companyPath(l, company),
  });
}
