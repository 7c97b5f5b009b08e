import {
  publishedWithinValues,
  salaryPeriodOf,
  type OfferSort,
  type PublishedWithin,
  type SalaryFilterPeriod,
} from '@jobboard/api/contracts/offer-filter-rules';
import type { OffersQuery } from '@jobboard/api/contracts/offers';

// The rules are the API contract's own (its zod-free rules file, safe in client bundles), and so
// is the search's shape: the page holds the contract's output (`OffersQuery`), read once from
// its URL by the contract's `parseOfferQuery` (fallback policy), never a type of its own.
export {
  publishedWithinValues,
  type OfferSort,
  type OffersQuery,
  type PublishedWithin,
  type SalaryFilterPeriod,
};

/** No filter, page 1: a search page's own filters start from it (a landing adds its city). */
export const emptyQuery: OffersQuery = { page: 1 };

/**
 * What the form's fields show for a query: each filter the form has, with something to display
 * when it is unset ('' or [] or null). Computed from the contract's output, never stored or sent.
 */
export type FormValues = {
  [K in 'title' | 'company' | 'city' | 'near']-?: string;
} & {
  [K in 'specialization' | 'schedule']-?: number[];
} & {
  published_at: PublishedWithin | '';
  sort: OfferSort | '';
  salary_min: number | null;
  /** The period the amount means: the one given, else the contract's guess from the amount. */
  salary_period: SalaryFilterPeriod;
  radius: number | null;
};

export function formValues(query: OffersQuery): FormValues {
  return {
    title: query.title ?? '',
    company: query.company ?? '',
    city: query.city ?? '',
    near: query.near ?? '',
    specialization: query.specialization ?? [],
    schedule: query.schedule ?? [],
    published_at: query.published_at ?? '',
    sort: query.sort ?? '',
    salary_min: query.salary_min ?? null,
    salary_period:
      query.salary_min === undefined
        ? (query.salary_period ?? 'hour')
        : salaryPeriodOf(query.salary_min, query.salary_period),
    radius: query.radius ?? null,
  };
}

const sortedList = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');

/**
 * The query of the search page's URL and of the API call alike, for links: only what is set and
 * differs from the page's own filters (`base`), ids joined by commas in order (spec section 7),
 * pay with its period, a radius only with a place, the page left out when it is 1, so equal
 * searches share one URL.
 */
export function searchParamsOf(
  query: OffersQuery,
  base: OffersQuery = emptyQuery,
): URLSearchParams {
  const value = formValues(query);
  const fixed = formValues(base);
  const out = new URLSearchParams();
  for (const key of ['title', 'company', 'city'] as const) {
    const text = value[key].trim();
    if (text !== fixed[key]) out.set(key, text);
  }
  for (const key of ['specialization', 'schedule'] as const) {
    const list = sortedList(value[key]);
    if (list !== sortedList(fixed[key])) out.set(key, list);
  }
  // Not a field of the form: a category page's, kept as the API reads it.
  if (query.attribute !== undefined && query.attribute !== base.attribute)
    out.set('attribute', String(query.attribute));
  if (value.published_at !== fixed.published_at) out.set('published_at', value.published_at);
  if (value.salary_min !== null) {
    out.set('salary_min', String(value.salary_min));
    out.set('salary_period', value.salary_period);
  }
  if (value.near) {
    out.set('near', value.near);
    if (value.radius !== null) out.set('radius', String(value.radius));
  }
  if (value.sort) out.set('sort', value.sort);
  if (query.page > 1) out.set('page', String(query.page));
  return out;
}

/**
 * Spec section 4: a change of filters keeps the current page. A page past the end of the new
 * results is brought back to the last one.
 */
export function clampPage(query: OffersQuery, lastPage: number): OffersQuery {
  const page = Math.min(query.page, Math.max(1, lastPage));
  return page === query.page ? query : { ...query, page };
}
