import type { Metadata } from 'next';
import { getCompany } from '@jobboard/api/services/companies/get-company';
import { readIdRoute, type IdRouteParams } from '@/modules/page-routes/server';
import { companyPath } from '@jobboard/tenancy/paths';
import { findOr404 } from '@/modules/page-routes/server';
import { browsingMetadata, summary } from '@/modules/seo/server';
import { serviceContext } from '@/modules/page-routes/server';

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
