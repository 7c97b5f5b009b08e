import { createRng, pick, intBetween } from '@jobboard/db/seed/prng';

export type QueryKind = 'text' | 'text+city' | 'filters' | 'deep-page';

/** One benchmark query, in the API's own parameter shape (as the offers endpoint parses it). */
export interface BenchQuery {
  kind: QueryKind;
  board: string;
  title?: string;
  city?: number;
  specialization?: number[];
  schedule?: number[];
  publishedAt?: '24h' | '7d' | '30d';
  page: number;
}

export interface MixIds {
  cityIds: number[];
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

/** A fixed mix of `count` queries: 40% text, 20% text + city, 25% filters only, 15% deep pages. */
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
  return out;
}
