/**
 * The offer search filters' rules (spec sections 3 and 7), written once. The API's contract
 * (`offers.ts`) validates requests with them and the search page reads its URL with them. No zod
 * here on purpose: client bundles import this file, and they should not carry a validator.
 */

/** The largest PostgreSQL `int4`: a larger id would make the database answer with an error. */
export const MAX_INT = 2_147_483_647;

export const OFFERS_PER_PAGE = 20;
/** Totals are exact up to 10,000 offers (the database's MAX_COUNTED): pages stop there. */
export const MAX_OFFER_PAGE = 500;

export const publishedWithinValues = ['24h', '7d', '30d'] as const;
export type PublishedWithin = (typeof publishedWithinValues)[number];

export const publishedWithinHours: Record<PublishedWithin, number> = {
  '24h': 24,
  '7d': 24 * 7,
  '30d': 24 * 30,
};

export function isPublishedWithin(value: unknown): value is PublishedWithin {
  return (publishedWithinValues as readonly unknown[]).includes(value);
}

/** Longest accepted text of each free-text filter. */
export const filterTextMax = { title: 200, company: 100, city: 100 } as const;

/** A city filter: its slug, or its id (the API takes both; the site's URLs use slugs). */
export const cityFilterPattern = /^([a-z0-9-]*|\d{1,10})$/;

/** At most this many ids in one comma-joined list. */
export const MAX_LISTED_IDS = 30;

const idPattern = /^\d{1,10}$/;

/** One id of a list or a query: digits within int4. */
export function isIdText(value: string): boolean {
  return idPattern.test(value) && Number(value) <= MAX_INT;
}

/**
 * `1,2,3`: the spec's comma-joined ids, deduplicated in order; '' is no filter. `strict` (the
 * API): null as soon as one piece is not an id or there are too many. `lenient` (a shared or
 * hand-edited link): the pieces that are not ids are dropped instead.
 */
export function parseIdList(value: string, mode: 'strict' | 'lenient'): number[] | null {
  if (value === '') return [];
  const pieces = value.split(',');
  if (mode === 'strict' && (pieces.length > MAX_LISTED_IDS || !pieces.every(isIdText))) return null;
  return [...new Set(pieces.filter(isIdText).map(Number))].slice(0, MAX_LISTED_IDS);
}

/** A page number the search answers (1 to MAX_OFFER_PAGE). */
export function isOfferPage(page: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= MAX_OFFER_PAGE;
}

/** The company filter: a company id when it is one, else words of its name. */
export function companyFilter(value: string): { companyId: number } | { companyText: string } {
  const company = value.trim();
  return isIdText(company) ? { companyId: Number(company) } : { companyText: company };
}

/**
 * Result order: `relevance` (title hits first, then newest; the default when there is text),
 * `date` (newest first; the default without text, spec section 4), `distance` (nearest first,
 * with a place; without one it is the default order) or `salary` (best pay first, per hour and
 * per year compared on the salary filter's scale; offers stating no pay last).
 */
export const offerSortValues = ['relevance', 'date', 'distance', 'salary'] as const;
export type OfferSort = (typeof offerSortValues)[number];

export function isOfferSort(value: unknown): value is OfferSort {
  return (offerSortValues as readonly unknown[]).includes(value);
}

/** The sort a search uses: the one asked for, else relevance with text and date without. */
export function effectiveSort(sort: OfferSort | undefined, hasText: boolean): OfferSort {
  return sort ?? (hasText ? 'relevance' : 'date');
}

/** The minimum-pay filter's periods: an hourly or a yearly amount (CAD). */
export const salaryPeriodValues = ['hour', 'year'] as const;
export type SalaryFilterPeriod = (typeof salaryPeriodValues)[number];

export function isSalaryPeriod(value: unknown): value is SalaryFilterPeriod {
  return (salaryPeriodValues as readonly unknown[]).includes(value);
}

/** Hours in a paid year (52 weeks of 40 hours), as the read model converts yearly pay. */
export const HOURS_PER_YEAR = 2080;
/** The largest minimum pay accepted, per period. */
export const maxSalaryFilter: Record<SalaryFilterPeriod, number> = { hour: 1_000, year: 2_000_000 };

/**
 * The period of a minimum pay: the one given, else guessed from the amount (nobody earns
 * 1,000 $ an hour, nor 999 $ a year), so `salary_min=50000` alone means a yearly amount.
 */
export function salaryPeriodOf(
  amount: number,
  period: SalaryFilterPeriod | undefined,
): SalaryFilterPeriod {
  return period ?? (amount >= 1_000 ? 'year' : 'hour');
}

/** A minimum pay as an hourly amount, the read model's unit. */
export function hourlyPay(amount: number, period: SalaryFilterPeriod): number {
  return period === 'year' ? amount / HOURS_PER_YEAR : amount;
}

/** Radius choices of the search form (km); the API takes any whole number up to the largest. */
export const radiusValues = [5, 10, 25, 50, 100] as const;
export const DEFAULT_RADIUS_KM = 25;
export const MAX_RADIUS_KM = 500;

export function isRadius(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_RADIUS_KM;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * `near`: a place of the gazetteer of Canada, named by its slug (`vancouver-bc`) or as typed
 * (`Vancouver`, `St-Jérôme`, `Lévis, QC`: the gazetteer folds it), or `lat,lng` in decimal
 * degrees. Whether a name matches a place is the gazetteer's to say (services/catalogue).
 */
export type NearFilter = { name: string } | { point: GeoPoint };

const pointPattern = /^(-?\d{1,2}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/;
/** A place's name: a letter first, then letters, digits, spaces and a name's punctuation. */
const namePattern = /^\p{L}[\p{L}\p{M}\d\s'’.,()&/-]*$/u;
/** Longest accepted `near` text. */
export const NEAR_MAX = 100;

/** `near` read: a point within the globe, a place's slug or name, or null for anything else. */
export function parseNear(value: string): NearFilter | null {
  const text = value.trim();
  if (text.length === 0 || text.length > NEAR_MAX) return null;
  const point = pointPattern.exec(text);
  if (point) {
    const lat = Number(point[1]);
    const lng = Number(point[2]);
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { point: { lat, lng } } : null;
  }
  return namePattern.test(text) ? { name: text } : null;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine), the formula the search's SQL uses too. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitude and longitude band holding every point within `km` of `origin` (a little wider,
 * never narrower), so an index can narrow rows before the exact distance is checked.
 */
export function boundingBox(origin: GeoPoint, km: number) {
  const dLat = (km / (Math.PI * EARTH_RADIUS_KM)) * 180;
  const cos = Math.cos(radians(Math.min(89, Math.abs(origin.lat) + dLat)));
  const dLng = Math.min(180, dLat / Math.max(cos, 1e-6));
  return {
    minLat: origin.lat - dLat,
    maxLat: origin.lat + dLat,
    minLng: origin.lng - dLng,
    maxLng: origin.lng + dLng,
  };
}
