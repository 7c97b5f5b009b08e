import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import { listCities, type CityOption } from '@jobboard/api/services/catalogue/cities';
import { listOfferAttributes } from '@jobboard/api/services/catalogue/offer-attributes';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { serviceContext } from '@/modules/page-routes/server';

export interface LandingParams {
  category: string;
  specialization?: string;
  city?: string;
}

export interface Landing {
  specialization: OfferAttributeDto | null;
  city: CityOption | null;
}

/**
 * The landing page a path names, or null (a 404) when its category is not this board's slug in
 * this language, or its specialization or city does not exist.
 */
export async function resolveLanding(
  board: BoardConfig,
  locale: Locale,
  params: LandingParams,
): Promise<Landing | null> {
  if (params.category !== board.jobPageSlugs[locale]) return null;
  if (!params.specialization) return { specialization: null, city: null };
  const ctx = await serviceContext(board, locale);
  const specialization =
    (await listOfferAttributes(ctx)).find(
      (a) => a.type === 'specialization' && a.slug[locale] === params.specialization,
    ) ?? null;
  if (!specialization) return null;
  if (!params.city) return { specialization, city: null };
  const city = (await listCities(ctx.db)).find((c) => c.slug === params.city) ?? null;
  return city ? { specialization, city } : null;
}
