import { z } from '@hono/zod-openapi';
import { jobAlertCreateSchema } from '../job-alerts';
import { parseOfferQuery } from './offer-query';
import type { OfferFiltersInput } from '../offers';

/**
 * The search page's filters an alert keeps. `published_at` (a window relative to now) and
 * `sort` and `page` mean nothing for "new offers since the last mail", so they are dropped.
 */
export const alertSearchKeys = [
  'title',
  'company',
  'city',
  'specialization',
  'schedule',
  'attribute',
  'salary_min',
  'salary_period',
  'near',
  'radius',
] as const;

/**
 * An alert's filters as stored (the `job_alerts.query` column) and hashed (`queryKeyOf`): the
 * search page's query values, trimmed, only those set. Kept as text so existing rows and their
 * keys stay what they are.
 */
export type AlertQuery = Partial<Record<(typeof alertSearchKeys)[number], string>>;

/** A saved search, read once at the edge: as stored, and as the search entry takes it. */
export interface AlertSearch {
  stored: AlertQuery;
  filters: OfferFiltersInput;
}

/**
 * The kept filters of a search page query string (`?title=chef&page=3`), or null when one is
 * malformed: the strict contract, as the API's search reads the same filters.
 */
export function parseAlertSearch(search: string): AlertSearch | null {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const stored: AlertQuery = {};
  for (const key of alertSearchKeys) {
    const value = params.get(key)?.trim();
    if (value) stored[key] = value;
  }
  const filters = alertFilters(stored);
  return filters ? { stored, filters } : null;
}

/**
 * The typed filters of a stored alert's query, or null when the row no longer passes the
 * contract (its alerts then get no offers rather than failing the whole round).
 */
export function storedAlertFilters(stored: unknown): OfferFiltersInput | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const query: AlertQuery = {};
  for (const key of alertSearchKeys) {
    const value: unknown = (stored as Record<string, unknown>)[key];
    if (typeof value === 'string') query[key] = value;
    else if (value !== undefined) return null;
  }
  return alertFilters(query);
}

/** The kept filters, typed by the offer search's one parser (strict: one bad value is null). */
function alertFilters(query: AlertQuery): OfferFiltersInput | null {
  const parsed = parseOfferQuery(query, 'strict');
  if (!parsed.success) return null;
  // An alert has no page: "new offers since the last mail" is always its first.
  const { page: _page, ...filters } = parsed.data;
  return filters;
}

/**
 * POST /job-alerts as the API reads it: `search` stays a query string on the wire (the form
 * sends the page's URL query) and comes out parsed, so the service never reads raw text. The
 * browser's form uses `jobAlertCreateSchema` without `search`, and this file's filters stay out
 * of its bundle.
 */
export const jobAlertCreateBody = jobAlertCreateSchema.extend({
  search: jobAlertCreateSchema.shape.search
    .transform((value, ctx) => {
      const search = parseAlertSearch(value);
      if (search) return search;
      ctx.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    })
    // Documented as what is sent: the query string, as before it was parsed here.
    .openapi({ type: 'string', maxLength: 1000, example: 'title=chef&city=laval' }),
});
