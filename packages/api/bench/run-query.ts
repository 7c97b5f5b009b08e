import type { DatabaseHandle } from '@jobboard/db/client';
import { searchOfferIds } from '@jobboard/db/search/offer-search';
import type { ApiApp } from '../src/app';
import { boundingBox, hourlyPay } from '../src/contracts/offer-filter-rules';
import type { BenchQuery, MixIds } from './query-mix';

const SINCE_HOURS = { '24h': 24, '7d': 168, '30d': 720 } as const;

/** The search SQL alone: ids of one page and the total. */
export async function runSearchQuery(
  handle: DatabaseHandle,
  q: BenchQuery,
  ids: MixIds,
): Promise<number> {
  const centre = q.near ? ids.cityPoints[q.near] : undefined;
  const radiusKm = q.radius ?? 25;
  const result = await searchOfferIds(handle.db, {
    board: q.board,
    text: q.title,
    cityId: q.city,
    specializationIds: q.specialization,
    scheduleIds: q.schedule,
    publishedSince: q.publishedAt
      ? new Date(Date.now() - SINCE_HOURS[q.publishedAt] * 3_600_000)
      : undefined,
    sort: q.sort,
    minHourlyPay:
      q.salaryMin === undefined ? undefined : hourlyPay(q.salaryMin, q.salaryPeriod ?? 'hour'),
    near: centre ? { ...centre, radiusKm, box: boundingBox(centre, radiusKm) } : undefined,
    page: q.page,
    perPage: 20,
  });
  return result.total;
}

/** The whole endpoint in-process: validation, filter checks, search, hydration and JSON. */
export async function runApiQuery(app: ApiApp, q: BenchQuery): Promise<number> {
  const params = offersQueryParams(q);
  const host = `${q.board}.localhost`;
  const res = await app.request(`http://${host}/api/jobboard/${q.board}/offers?${params}`, {
    headers: { host },
  });
  if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${params}: ${await res.text()}`);
  const body = (await res.json()) as { meta: { total: number } };
  return body.meta.total;
}

/** The offers endpoint's query of a benchmark query (the in-process and concurrent runs alike). */
export function offersQueryParams(q: BenchQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(q.page) });
  if (q.title) params.set('title', q.title);
  if (q.city) params.set('city', String(q.city));
  if (q.specialization) params.set('specialization', q.specialization.join(','));
  if (q.schedule) params.set('schedule', q.schedule.join(','));
  if (q.publishedAt) params.set('published_at', q.publishedAt);
  if (q.sort) params.set('sort', q.sort);
  if (q.salaryMin !== undefined) params.set('salary_min', String(q.salaryMin));
  if (q.salaryPeriod) params.set('salary_period', q.salaryPeriod);
  if (q.near) params.set('near', q.near);
  if (q.radius !== undefined) params.set('radius', String(q.radius));
  return params;
}
