import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from './board-config';
import {
  categoryPath,
  companyJobsPath,
  companyPath,
  landingPath,
  offerPath,
  pathFor,
} from './paths';
import { pathnames, type RoutePathname } from './route-table';

/**
 * Golden list: the public path of every route of the table in both languages, as the three
 * builders this one replaced (next-intl getPathname, pathFor, the canonical helpers) produced
 * them before they were merged. A changed slug fails here first, on purpose.
 */
const sample = {
  slug: 'cuisinier-de-nuit',
  id: '42',
  category: 'hotellerie-restauration',
  specialization: 'cuisine',
  city: 'laval',
  type: 'schedule',
  token: ['sel', 'tok'],
};

// Golden data in JSON: what the old builders produced, route by route and shortcut by shortcut.
const { routes: golden, extra: shortcuts } = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'route-table.golden.json'), 'utf8'),
) as { routes: Record<RoutePathname, Record<Locale, string>>; extra: Record<string, string> };

describe('the route table through pathFor', () => {
  it('gives every route the path it had before the builders were merged', () => {
    const built = Object.fromEntries(
      (Object.keys(pathnames) as RoutePathname[]).map((route) => [
        route,
        { fr: pathFor('fr', route, sample), en: pathFor('en', route, sample) },
      ]),
    );
    expect(built).toEqual(golden);
  });

  it('gives the named shortcuts the canonical URLs they had', () => {
    const board = { jobPageSlugs: { fr: 'hotellerie-restauration', en: 'hospitality-catering' } };
    const built: Record<string, string> = {};
    for (const l of locales) {
      built[`offer ${l}`] = offerPath(l, { slug: 'cuisinier de nuit', id: 42 });
      built[`company ${l}`] = companyPath(l, { slug: 'acme', id: 7 });
      built[`companyJobs ${l}`] = companyJobsPath(l, { slug: 'acme', id: 7 });
      built[`category ${l}`] = categoryPath(l, {
        type: 'schedule',
        slug: { fr: 'temps-plein', en: 'full-time' },
      });
      built[`landing0 ${l}`] = landingPath(board, l);
      built[`landing1 ${l}`] = landingPath(board, l, { specialization: 'cuisine' });
      built[`landing2 ${l}`] = landingPath(board, l, {
        specialization: 'cuisine',
        city: 'trois-rivières',
      });
    }
    expect(built).toEqual(shortcuts);
  });
});
