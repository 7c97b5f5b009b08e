import {
  cityFilterPattern,
  filterTextMax,
  isOfferPage,
  isOfferSort,
  isPublishedWithin,
  isRadius,
  isSalaryPeriod,
  maxSalaryFilter,
  parseIdList,
  parseNear,
  publishedWithinValues,
  type OfferSort,
  type PublishedWithin,
  type SalaryFilterPeriod,
} from '@jobboard/api/contracts/offer-filter-rules';
import type { OfferFiltersInput } from '@jobboard/api/contracts/offers';

// The rules are the API contract's own (its zod-free rules file, safe in client bundles).
export { publishedWithinValues, type OfferSort, type PublishedWithin, type SalaryFilterPeriod };

/** The spec's offer filters (section 3) plus the page: everything a search URL holds. */
export interface OfferFilters {
  title: string;
  company: string;
  /** City slug; '' for every city. */
  city: string;
  specialization: number[];
  schedule: number[];
  published_at: PublishedWithin | '';
  /** '' for the default order (relevance with text, newest without). */
  sort: OfferSort | '';
  /** Minimum pay in `salary_period`; null for none. */
  salary_min: number | null;
  salary_period: SalaryFilterPeriod;
  /** Centre of a distance search: a city slug or `lat,lng`; '' for none. */
  near: string;
  /** km from `near`; null for the default (25). */
  radius: number | null;
  page: number;
}

export const emptyFilters: OfferFilters = {
  title: '',
  company: '',
  city: '',
  specialization: [],
  schedule: [],
  published_at: '',
  sort: '',
  salary_min: null,
  salary_period: 'hour',
  near: '',
  radius: null,
  page: 1,
};

type Params = Pick<URLSearchParams, 'get'>;

const ids = (value: string | null) => parseIdList(value ?? '', 'lenient') ?? [];

/**
 * Filters from a URL's query. Anything malformed is dropped rather than rejected, so a
 * hand-edited or outdated shared link still shows a search instead of an error.
 */
export function filtersFromParams(params: Params, base: OfferFilters = emptyFilters): OfferFilters {
  const page = Number(params.get('page'));
  const city = params.get('city') ?? base.city;
  const published = params.get('published_at');
  const sort = params.get('sort');
  const salary = Number(params.get('salary_min') ?? NaN);
  const period = params.get('salary_period');
  const near = params.get('near') ?? base.near;
  const radius = Number(params.get('radius') ?? NaN);
  return {
    title: (params.get('title') ?? base.title).slice(0, filterTextMax.title),
    company: (params.get('company') ?? base.company).slice(0, filterTextMax.company),
    city: city.length <= filterTextMax.city && cityFilterPattern.test(city) ? city : '',
    specialization:
      params.get('specialization') !== null
        ? ids(params.get('specialization'))
        : base.specialization,
    schedule: params.get('schedule') !== null ? ids(params.get('schedule')) : base.schedule,
    published_at: isPublishedWithin(published) ? published : base.published_at,
    sort: isOfferSort(sort) ? sort : base.sort,
    salary_min:
      Number.isInteger(salary) && salary >= 1 && salary <= maxSalaryFilter.year
        ? salary
        : base.salary_min,
    // Without a period the API guesses from the amount; the form always says which it means.
    salary_period: isSalaryPeriod(period)
      ? period
      : Number.isInteger(salary) && salary >= 1_000
        ? 'year'
        : base.salary_period,
    near: parseNear(near) ? near.trim() : '',
    radius: isRadius(radius) ? radius : base.radius,
    page: isOfferPage(page) ? page : 1,
  };
}

/**
 * The query of the search page's URL and of the API call alike: only what is set, ids joined
 * by commas (spec section 7), page left out when it is 1, so equal searches share one URL.
 */
export function filtersToParams(
  filters: OfferFilters,
  base: OfferFilters = emptyFilters,
): URLSearchParams {
  const out = new URLSearchParams();
  const text = (key: 'title' | 'company' | 'city') => {
    const value = filters[key].trim();
    if (value !== base[key]) out.set(key, value);
  };
  text('title');
  text('company');
  text('city');
  for (const key of ['specialization', 'schedule'] as const) {
    const list = [...filters[key]].sort((a, b) => a - b).join(',');
    if (list !== [...base[key]].sort((a, b) => a - b).join(',')) out.set(key, list);
  }
  if (filters.published_at !== base.published_at) out.set('published_at', filters.published_at);
  if (filters.salary_min !== null) {
    out.set('salary_min', String(filters.salary_min));
    out.set('salary_period', filters.salary_period);
  }
  if (filters.near) {
    out.set('near', filters.near);
    if (filters.radius !== null) out.set('radius', String(filters.radius));
  }
  if (filters.sort) out.set('sort', filters.sort);
  if (filters.page > 1) out.set('page', String(filters.page));
  return out;
}

/** The API's query: every filter that is set, whatever the page's built-in ones. */
export function apiQuery(filters: OfferFilters): URLSearchParams {
  return filtersToParams(filters, emptyFilters);
}

/** The same filters as the API's contract outputs them, for services called in-process. */
export function toFiltersInput(filters: OfferFilters): OfferFiltersInput {
  return {
    ...(filters.title.trim() ? { title: filters.title.trim() } : {}),
    ...(filters.company.trim() ? { company: filters.company.trim() } : {}),
    ...(filters.city ? { city: filters.city } : {}),
    specialization: filters.specialization,
    schedule: filters.schedule,
    ...(filters.published_at ? { published_at: filters.published_at } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
    ...(filters.salary_min !== null
      ? { salary_min: filters.salary_min, salary_period: filters.salary_period }
      : {}),
    ...(filters.near
      ? { near: filters.near, ...(filters.radius !== null ? { radius: filters.radius } : {}) }
      : {}),
  };
}

/**
 * Spec section 4: a change of filters keeps the current page. A page past the end of the new
 * results is brought back to the last one.
 */
export function clampPage(filters: OfferFilters, lastPage: number): OfferFilters {
  const page = Math.min(filters.page, Math.max(1, lastPage));
  return page === filters.page ? filters : { ...filters, page };
}
