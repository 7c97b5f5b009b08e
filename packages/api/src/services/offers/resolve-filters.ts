import type { OfferSearchParams } from '@jobboard/db/search/offer-search';
import type { ServiceContext } from '../../context';
import type { OfferFiltersInput } from '../../contracts/offers';
import {
  boundingBox,
  companyFilter,
  DEFAULT_RADIUS_KM,
  hourlyPay,
  parseNear,
  publishedWithinHours,
  salaryPeriodOf,
  type GeoPoint,
} from '../../contracts/offer-filter-rules';
import { resolvePlace } from '../catalogue/canada-places';
import { DomainError, type FieldIssues } from '../../errors';
import type { FieldMessageKey } from '../../messages';
import { lookUpFilterIds } from './filter-lookup';

/** The filters of a search once every catalogue id in them is known to exist on the board. */
export type ResolvedOfferFilters = Omit<OfferSearchParams, 'page' | 'perPage' | 'pastLastPage'> & {
  /**
   * The API's "published within" window that `publishedSince` was computed from (now minus it):
   * the search cache keys on the window, not on the moment.
   */
  publishedWithinHours?: number;
};

/** The filters that name catalogue entries, in the order a 422 lists them. */
export type CatalogueFilter = 'city' | 'specialization' | 'schedule' | 'attribute' | 'near';

export interface FilterResolution {
  /** The search parameters of every filter, unknown ones left out. */
  filters: ResolvedOfferFilters;
  /** Filters naming a city or attribute this board does not have; empty when all are known. */
  unknown: CatalogueFilter[];
}

const unknownMessage: Record<CatalogueFilter, FieldMessageKey> = {
  city: 'unknown_city',
  specialization: 'unknown_specialization',
  schedule: 'unknown_schedule',
  attribute: 'unknown_attribute',
  near: 'place_unmatched',
};

/**
 * Checks filter ids against the catalogue (a city or attribute that does not exist, or a
 * specialization of another board, is unknown) and turns the filters into search parameters,
 * from the in-memory dictionaries (no database round trip). Unknown filters come back as data:
 * the API answers them with a 422, the search page falls back to its own filters.
 */
export async function resolveOfferFilters(
  ctx: ServiceContext,
  input: OfferFiltersInput,
): Promise<FilterResolution> {
  const filters: ResolvedOfferFilters = { board: ctx.board };

  const title = input.title?.trim();
  if (title) filters.text = title;
  if (input.company?.trim()) Object.assign(filters, companyFilter(input.company));
  if (input.published_at) {
    const hours = publishedWithinHours[input.published_at];
    filters.publishedSince = new Date(Date.now() - hours * 3_600_000);
    filters.publishedWithinHours = hours;
  }

  if (input.sort) filters.sort = input.sort;
  if (input.salary_min !== undefined) {
    const period = salaryPeriodOf(input.salary_min, input.salary_period);
    filters.minHourlyPay = hourlyPay(input.salary_min, period);
  }
  const unknown: CatalogueFilter[] = [];
  const near = input.near === undefined ? null : parseNear(input.near);
  if (near) {
    // A slug or a name of the built-in gazetteer of Canada, from memory.
    const point: GeoPoint | null = 'point' in near ? near.point : resolvePlace(near.name);
    if (point) {
      const radiusKm = input.radius ?? DEFAULT_RADIUS_KM;
      filters.near = { ...point, radiusKm, box: boundingBox(point, radiusKm) };
    } else unknown.push('near');
  }

  const specializations = input.specialization?.length ? input.specialization : undefined;
  const schedules = input.schedule?.length ? input.schedule : undefined;
  const attribute = input.attribute;
  if (!input.city && !specializations && !schedules && attribute === undefined) {
    return { filters, unknown };
  }

  // From the in-memory dictionaries: no database round trip (filter-lookup.ts).
  const found = await lookUpFilterIds(ctx, {
    city: input.city,
    specializations,
    schedules,
    attribute,
  });

  if (input.city) {
    if (found?.city_id != null) filters.cityId = Number(found.city_id);
    else unknown.push('city');
  }
  if (specializations) {
    if (found?.specializations?.length === specializations.length) {
      filters.specializationIds = specializations;
    } else unknown.push('specialization');
  }
  if (schedules) {
    if (found?.schedules?.length === schedules.length) filters.scheduleIds = schedules;
    else unknown.push('schedule');
  }
  if (attribute !== undefined) {
    if (found?.attribute_id != null) filters.attributeId = Number(found.attribute_id);
    else unknown.push('attribute');
  }
  return { filters, unknown };
}

/** The API's 422 for unknown filters: one message per field. */
export function unknownFiltersError(unknown: readonly CatalogueFilter[]): DomainError {
  const fields: FieldIssues = {};
  for (const field of unknown) fields[field] = [unknownMessage[field]];
  return DomainError.invalid(fields);
}

/** The filters when every one is known; a 422 naming the unknown ones otherwise. */
export async function requireKnownFilters(
  ctx: ServiceContext,
  input: OfferFiltersInput,
): Promise<ResolvedOfferFilters> {
  const { filters, unknown } = await resolveOfferFilters(ctx, input);
  if (unknown.length > 0) throw unknownFiltersError(unknown);
  return filters;
}
