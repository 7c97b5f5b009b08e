import { cache } from 'react';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import { offerPageData, type OfferPageData } from '@jobboard/api/services/offers/offer-page-data';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { findOr404, serviceContext } from '@/modules/page-routes/server';

// Data only, apart from the page's components: the site layout reads an offer for its language
// link, and importing the page's file put the page's client parts in every page's first load.

/**
 * What an offer's page shows; a 404 when it is not live on this board. Cached per request (the
 * metadata and the page both load it) and, across requests, in the search cache until the
 * database changes it (issue 16).
 */
export const loadOfferPage = cache(
  async (board: BoardConfig, locale: Locale, id: number): Promise<OfferPageData> =>
    findOr404(serviceContext(board, locale).then((ctx) => offerPageData(ctx, { id }))),
);

/** The offer alone (the apply page's heading and metadata). */
export const loadOffer = cache(
  async (board: BoardConfig, locale: Locale, id: number): Promise<OfferDto> =>
    (await loadOfferPage(board, locale, id)).offer,
);
