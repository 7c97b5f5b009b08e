import { createRng, pick, intBetween } from '@jobboard/db/seed/prng';

export type QueryKind =
  'text' | 'text+city' | 'filters' | 'deep-page' | 'sort-date' | 'pay' | 'radius' | 'radius+text';

/** One benchmark query, in the API's own parameter shape (as the offers endpoint parses it). */
export interface BenchQuery {
  kind: QueryKind;
  board: string;
  title?: string;
  city?: number;
  specialization?: number[];
  schedule?: number[];
  publishedAt?: '24h' | '7d' | '30d';
  sort?: 'relevance' | 'date';
  salaryMin?: number;
  salaryPeriod?: 'hour' | 'year';
  /** A city slug: the centre of a distance search. */
  near?: string;
  radius?: number;
  page: number;
}

export interface MixIds {
  cityIds: number[];
  /** Slugs and centres of the cities, for distance searches. */
  cityPoints: Record<string, { lat: number; lng: number }>;
  specializationIds: Record<string, number[]>;
  scheduleIds: number[];
}

// What people type: whole words, partial words, with and without accents, both languages.
const hospitalityTerms = [
  'cuisinier',
  'cuisine',
  'serveur',
  'serveuse',
  'plongeur',
  'cafe',
  'café',
  'chef',
  'barman',
  'receptionniste',
  'cook',
  'server',
  'dishwasher',
  'housekeeping',
  'sommelier',
  'patissier',
  'cuis',
  'serv',
  'plong',
  'bar',
  'hote',
  'entretien menager',
  'line cook',
  'front desk',
  'night auditor',
  'sous-chef',
  'barista',
  'gérant restaurant',
];
const careersTerms = [
  'caissier',
  'developpeur',
  'nurse',
  'comptable',
  'cariste',
  'driver',
  'vente',
  'soutien informatique',
  'dev',
  'infirm',
];

/**
 * A fixed mix of `count` queries: 40% text, 20% text + city, 25% filters only, 15% deep pages;
 * then 30% more of issue 19's sort, pay and radius queries.
 */
export function buildQueryMix(ids: MixIds, count = 500, seed = 42): BenchQuery[] {
  const rng = createRng(seed);
  const out: BenchQuery[] = [];
  for (let i = 0; i < count; i += 1) {
    const board = rng() < 0.75 ? 'hospitality' : 'careers';
    const terms = board === 'hospitality' ? hospitalityTerms : careersTerms;
    const specs = ids.specializationIds[board] ?? [];
    const roll = rng();
    if (roll < 0.4) {
      out.push({
        kind: 'text',
        board,
        title: pick(rng, terms),
        page: rng() < 0.8 ? 1 : intBetween(rng, 2, 5),
      });
    } else if (roll < 0.6) {
      out.push({
        kind: 'text+city',
        board,
        title: pick(rng, terms),
        city: pick(rng, ids.cityIds),
        page: 1,
      });
    } else if (roll < 0.85) {
      const q: BenchQuery = {
        kind: 'filters',
        board,
        page: rng() < 0.8 ? 1 : intBetween(rng, 2, 5),
      };
      if (rng() < 0.6)
        q.specialization = [pick(rng, specs), ...(rng() < 0.3 ? [pick(rng, specs)] : [])];
      if (rng() < 0.5) q.schedule = [pick(rng, ids.scheduleIds)];
      if (rng() < 0.4) q.city = pick(rng, ids.cityIds);
      if (rng() < 0.3) q.publishedAt = pick(rng, ['24h', '7d', '30d'] as const);
      out.push(q);
    } else {
      const q: BenchQuery = { kind: 'deep-page', board, page: intBetween(rng, 50, 400) };
      if (rng() < 0.4) q.title = pick(rng, terms);
      else if (rng() < 0.5) q.schedule = [pick(rng, ids.scheduleIds)];
      out.push(q);
    }
  }
  return [...out, ...buildIssue19Mix(ids, Math.round(count * 0.3), seed + 1)];
}

/**
 * Issue 19's queries, after the original mix (whose draws stay as they were, so its kinds stay
 * comparable with older figures): text sorted by date, minimum pay (hourly or yearly, with or
 * without text), and 25 km radius searches around a city with and without text.
 */
function buildIssue19Mix(ids: MixIds, count: number, seed: number): BenchQuery[] {
  const rng = createRng(seed);
  const slugs = Object.keys(ids.cityPoints);
  const out: BenchQuery[] = [];
  for (let i = 0; i < count; i += 1) {
    const board = rng() < 0.75 ? 'hospitality' : 'careers';
    const terms = board === 'hospitality' ? hospitalityTerms : careersTerms;
    const roll = rng();
    if (roll < 0.2) {
      out.push({ kind: 'sort-date', board, title: pick(rng, terms), sort: 'date', page: 1 });
    } else if (roll < 0.45) {
      const yearly = rng() < 0.4;
      out.push({
        kind: 'pay',
        board,
        ...(rng() < 0.5 ? { title: pick(rng, terms) } : {}),
        salaryMin: yearly ? intBetween(rng, 35, 80) * 1000 : intBetween(rng, 16, 30),
        salaryPeriod: yearly ? 'year' : 'hour',
        ...(rng() < 0.5 ? { sort: 'date' as const } : {}),
        page: 1,
      });
    } else if (roll < 0.7) {
      out.push({ kind: 'radius', board, near: pick(rng, slugs), radius: 25, page: 1 });
    } else {
      out.push({
        kind: 'radius+text',
        board,
        title: pick(rng, terms),
        near: pick(rng, slugs),
        radius: 25,
        page: 1,
      });
    }
  }
  return out;
}
