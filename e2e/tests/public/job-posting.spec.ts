import { expect, test, type Page } from '@playwright/test';
import { companySeeds } from '@jobboard/db/seed/companies';
import { checkJobPosting } from '../../../platform/src/modules/seo/job-posting-rules';

/**
 * Issue 46, item 30: the JobPosting JSON-LD of 20 demo offer pages the board serves, in
 * each language, has 0 errors and 0 warnings of Google's required and recommended properties
 * (the rule set in platform/src/modules/seo/job-posting-rules.ts); every logo it names loads.
 */
interface Offer {
  id: number;
  slug: string;
  is_confidential: boolean;
  company: { name: string } | null;
}

/**
 * The demo employers' names. Other specs publish offers for companies they make on the fly,
 * without a logo (Google then rightly warns): the rule set is held on the demo data.
 */
const demoEmployers = new Set(companySeeds.flatMap((c) => [c.nameFr, c.nameEn ?? c.nameFr]));

const offerSegment = { fr: 'offre', en: 'offer' } as const;

async function inPage<T>(page: Page, path: string, as: 'json' | 'text'): Promise<T> {
  return page.evaluate(
    async ({ path, as }) => {
      const res = await fetch(path, {
        headers: { accept: as === 'json' ? 'application/json' : '*/*' },
      });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return (as === 'json' ? res.json() : res.text()) as Promise<never>;
    },
    { path, as },
  );
}

/**
 * `count` of the demo data's live offers: the seed's come first by id, and every offer other specs
 * write comes after them (those may lack a postal code or a logo, which Google rightly warns of).
 */
async function seededOffers(page: Page, board: string, locale: 'fr' | 'en', count: number) {
  const offers: Offer[] = [];
  for (let p = 1; ; p += 1) {
    const list = await inPage<{ data: Offer[]; meta: { last_page: number } }>(
      page,
      `/api/jobboard/${board}/offers?lg=${locale}&page=${p}`,
      'json',
    );
    offers.push(
      ...list.data.filter(
        (o) => o.is_confidential || (o.company !== null && demoEmployers.has(o.company.name)),
      ),
    );
    if (p >= list.meta.last_page) break;
  }
  return offers.sort((a, b) => a.id - b.id).slice(0, count);
}

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: 20 offer pages' JobPosting pass Google's required and recommended rules`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const board = info.project.name;
    await page.goto('/robots.txt');
    const offers = await seededOffers(page, board, locale, 20);
    expect(offers).toHaveLength(20);
    const logos = new Set<string>();
    for (const offer of offers) {
      const html = await inPage<string>(
        page,
        `/${locale}/${offerSegment[locale]}/${offer.slug}/${offer.id}`,
        'text',
      );
      const scripts = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(scripts, `offer ${offer.id}`).toHaveLength(1);
      const ld = JSON.parse(scripts[0]![1]!) as {
        hiringOrganization: { logo?: string; sameAs?: string };
      };
      expect(
        checkJobPosting(ld, { confidential: offer.is_confidential }),
        `offer ${offer.id}`,
      ).toEqual([]);
      if (ld.hiringOrganization.logo) logos.add(ld.hiringOrganization.logo);
    }
    expect(logos.size).toBeGreaterThan(0);
    // The logos are files this board serves (the JSON-LD's origin is the board's public one).
    for (const logo of logos) {
      const type = await page.evaluate(async (path) => {
        const res = await fetch(path);
        return res.ok ? res.headers.get('content-type') : `HTTP ${res.status}`;
      }, new URL(logo).pathname);
      expect(type, logo).toMatch(/^image\//);
    }
  });
}
