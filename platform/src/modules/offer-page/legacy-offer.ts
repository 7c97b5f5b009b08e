import { notFound, permanentRedirect } from 'next/navigation';
import { getOffer } from '@jobboard/api/services/offers/get-offer';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { offerPath } from '@jobboard/tenancy/paths';
import { findOr404 } from '@/modules/page-routes/server';
import { serviceContext } from '@/modules/page-routes/server';

/**
 * The id a legacy offer slug carries: the old site's URLs were /offre/{slug} with the offer id
 * at the end of the slug (`cuisinier-de-nuit-1234`, or the bare id). Null for anything else.
 */
export function legacyOfferId(slug: string): number | null {
  const match = /^(?:.*-)?(\d{1,9})$/.exec(slug);
  const id = match ? Number(match[1]) : 0;
  return id >= 1 ? id : null;
}

/**
 * /offer/{slug} (/offre/{slug}): moves old links permanently (308) to the offer's canonical
 * /offer/{slug}/{id} in the same language, so they keep their visitors and search ranking. The
 * offer is looked up as GET /legacy/offers/{lang}/{id} does: in the language of the path, live
 * on this board. Anything else is a 404.
 */
export async function redirectLegacyOffer(
  board: BoardConfig,
  locale: Locale,
  slug: string,
): Promise<never> {
  const id = legacyOfferId(slug);
  if (id === null) notFound();
  const ctx = await serviceContext(board, locale);
  const offer = await findOr404(getOffer(ctx, { id }));
  permanentRedirect(offerPath(locale, offer));
}
