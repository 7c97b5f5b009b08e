import { cache } from 'react';
import type { CompanyDto } from '@jobboard/api/contracts/companies';
import { getCompany } from '@jobboard/api/services/companies/get-company';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { findOr404, serviceContext } from '@/modules/page-routes/server';

// Data only, apart from the page's components (see offer-page/load-offer.ts).

/**
 * A company with offers on this board (the service 404s otherwise). Cached per request: the
 * metadata and the page both read it, once (issue 16).
 */
export const findCompany = cache(
  async (board: BoardConfig, locale: Locale, id: number): Promise<CompanyDto> =>
    findOr404(serviceContext(board, locale).then((c) => getCompany(c, { id }))),
);
