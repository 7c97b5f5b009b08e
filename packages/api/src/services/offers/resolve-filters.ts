import type { OfferSearchParams } from '@jobboard/db/search/offer-search';
import type { ServiceContext } from '../../context';
import { MAX_INT, parseIdList } from '../../contracts/common';
import { ApiError, type FieldErrors } from '../../http/errors';
import { fieldText } from '../../messages';
import { lookUpFilterIds } from './filter-lookup';

export interface RawOfferFilters {
  title?: string;
  company?: string;
  city?: string;
  specialization?: string;
  schedule?: string;
  attribute?: number;
  published_at?: '24h' | '7d' | '30d';
}

const publishedWithinHours = { '24h': 24, '7d': 24 * 7, '30d': 24 * 30 } as const;

/**
 * Checks filter ids against the catalogue (a city or attribute that does not exist, or a
 * specialization of another board, is a 422 on its field) and turns them into search
 * parameters, from the in-memory dictionaries.
 */
export async function resolveOfferFilters(
  ctx: ServiceContext,
  raw: RawOfferFilters,
): Promise<Omit<OfferSearchParams, 'page' | 'perPage'>> {
  const params: Omit<OfferSearchParams, 'page' | 'perPage'> = { board: ctx.board };

  const title = raw.title?.trim();
  if (title) params.text = title;
  const company = raw.company?.trim();
  if (company) {
    const id = /^\d{1,10}$/.test(company) ? Number(company) : NaN;
    if (id <= MAX_INT) params.companyId = id;
    else params.companyText = company;
  }
  if (raw.published_at) {
    const hours = publishedWithinHours[raw.published_at];
    params.publishedSince = new Date(Date.now() - hours * 3_600_000);
  }

  const specializations = parseIdList(raw.specialization);
  const schedules = parseIdList(raw.schedule);
  const attribute = raw.attribute === undefined ? undefined : Math.min(raw.attribute, MAX_INT);
  if (!raw.city && !specializations && !schedules && attribute === undefined) return params;

  // From the in-memory dictionaries: no database round trip (filter-lookup.ts).
  const found = await lookUpFilterIds(ctx, {
    city: raw.city,
    specializations,
    schedules,
    attribute,
  });

  const errors: FieldErrors = {};
  if (raw.city) {
    if (found?.city_id != null) params.cityId = Number(found.city_id);
    else errors.city = [fieldText('unknown_city', ctx.locale)];
  }
  if (specializations) {
    if (found?.specializations?.length === specializations.length) {
      params.specializationIds = specializations;
    } else errors.specialization = [fieldText('unknown_specialization', ctx.locale)];
  }
  if (schedules) {
    if (found?.schedules?.length === schedules.length) params.scheduleIds = schedules;
    else errors.schedule = [fieldText('unknown_schedule', ctx.locale)];
  }
  if (attribute !== undefined) {
    if (found?.attribute_id != null) params.attributeId = Number(found.attribute_id);
    else errors.attribute = [fieldText('unknown_attribute', ctx.locale)];
  }
  if (Object.keys(errors).length > 0) throw ApiError.unprocessable(errors);
  return params;
}
