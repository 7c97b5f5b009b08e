import type { Metadata } from 'next';
import { getCompany } from '@jobboard/api/services/companies/get-company';
import type { AppLocale } from '@/i18n/routing';
import { findBoard } from '@/boards';
import { companyPath } from '../seo/canonical-url';
import { findOr404 } from './find-or-404';
import { browsingMetadata, summary } from './page-seo';
import { serviceContext } from './service-context';

export async function generateMetadata(props: {
  params: Promise<{ board: string; locale: AppLocale; id: string }>;
}): Promise<Metadata> {
  const { board: key, locale, id } = await props.params;
  const board = findBoard(key);
  if (!board || !/^\d{1,9}$/.test(id)) return {};
  const ctx = await serviceContext(board, locale);
  const company = await findOr404(getCompany(ctx, { id: Number(id) }));
  return browsingMetadata({
    board,
    locale,
    title: company.name,
    description: summary(company.description ?? company.name),
    pathIn: (l) => companyPath(l, company),
  });
}
