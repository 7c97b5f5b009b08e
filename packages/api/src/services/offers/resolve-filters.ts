import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { offerAttributes } from '@jobboard/db/schema/attributes';
import { cities } from '@jobboard/db/schema/places';
import type { OfferSearchParams } from '@jobboard/db/search/offer-search';
import type { ServiceContext } from '../../context';
import { parseIdList } from '../../contracts/common';
import { ApiError, type FieldErrors } from '../../http/errors';
import { fieldText } from '../../http/messages';

export interface RawOfferFilters {
  title?: string;
  company?: string;
  city?: string;
  specialization?: string;
  schedule?: string;
  published_at?: '24h' | '7d' | '30d';
}

const publishedWithinHours = { '24h': 24, '7d': 24 * 7, '30d': 24 * 30 } as const;

/**
 * Checks filter ids against the catalogue (a city or specialization that does not exist, or
 * belongs to another board, is a 422 on its field) and turns them into search parameters.
 */
export async function resolveOfferFilters(
  ctx: ServiceContext,
  raw: RawOfferFilters,
): Promise<Omit<OfferSearchParams, 'page' | 'perPage'>> {
  const errors: FieldErrors = {};
  const params: Omit<OfferSearchParams, 'page' | 'perPage'> = { board: ctx.board };

  const title = raw.title?.trim();
  if (title) params.text = title;

  const company = raw.company?.trim();
  if (company) {
    if (/^\d{1,10}$/.test(company)) params.companyId = Number(company);
    else params.companyText = company;
  }

  if (raw.city) {
    const byId = /^\d+$/.test(raw.city);
    const [city] = await ctx.db
      .select({ id: cities.id })
      .from(cities)
      .where(byId ? eq(cities.id, Number(raw.city)) : eq(cities.slug, raw.city))
      .limit(1);
    if (city) params.cityId = city.id;
    else errors.city = [fieldText('unknown_city', ctx.locale)];
  }

  for (const [field, type] of [
    ['specialization', 'specialization'],
    ['schedule', 'schedule'],
  ] as const) {
    const ids = parseIdList(raw[field]);
    if (!ids) continue;
    const known = await ctx.db
      .select({ id: offerAttributes.id })
      .from(offerAttributes)
      .where(
        and(
          inArray(offerAttributes.id, ids),
          eq(offerAttributes.type, type),
          or(isNull(offerAttributes.board), eq(offerAttributes.board, ctx.board)),
        ),
      );
    if (known.length !== ids.length) {
      errors[field] = [
        fieldText(field === 'schedule' ? 'unknown_schedule' : 'unknown_specialization', ctx.locale),
      ];
    } else if (field === 'schedule') params.scheduleIds = ids;
    else params.specializationIds = ids;
  }

  if (raw.published_at) {
    params.publishedSince = new Date(
      Date.now() - publishedWithinHours[raw.published_at] * 3_600_000,
    );
  }
  if (Object.keys(errors).length > 0) throw ApiError.unprocessable(errors);
  return params;
}
