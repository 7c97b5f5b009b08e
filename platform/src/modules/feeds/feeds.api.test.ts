import { minimumWageInForce } from '@jobboard/api/contracts/employer-offers/quebec-rules';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { parse as parseXml, validate as validateXml } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '@jobboard/api/context';
import { resolveOfferFilters } from '@jobboard/api/services/offers/resolve-filters';
import { searchOffers } from '@jobboard/api/services/offers/search-offers';
import { sweepPublications } from '@jobboard/api/services/publishing/expiry-sweep';
import { takeOffBoards } from '@jobboard/api/services/publishing/publication-writes';
import type { DatabaseHandle } from '@jobboard/db/client';
import { queryRows } from '@jobboard/db/query';
import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';
import { offerContents, offerPublications, offers } from '@jobboard/db/schema/offers';
import { seedDatabase } from '@jobboard/db/seed/index';
import { createTestDatabase } from '@jobboard/db/testing';
import type { Locale } from '@jobboard/tenancy/board-config';
import { boards } from '@jobboard/tenants/registry';
import { buildIndeedFeed, buildRssFeed } from './build-feeds';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const messageDirs = {
  base: path.join(root, 'platform', 'messages'),
  tenants: path.join(root, 'tenants'),
};
const origin = 'https://feeds.example';
const rfc822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

let handle: DatabaseHandle;
const board = (key: string) => boards.find((b) => b.key === key)!;
const ctx = (key: string, locale: Locale): ServiceContext => ({
  db: handle.db,
  board: key,
  locale,
});

async function rss(key: string, locale: Locale, query: Record<string, string> = {}) {
  const feed = await buildRssFeed({
    ctx: ctx(key, locale),
    board: board(key),
    origin,
    query: new URLSearchParams(query),
    messageDirs,
  });
  if (feed.status !== 'ok') throw new Error(`invalid: ${feed.message}`);
  return { xml: feed.xml, parsed: await new Parser().parseString(feed.xml) };
}

const idOf = (url: string | undefined) => Number(/\/(\d+)$/.exec(url ?? '')?.[1]);

interface IndeedJob {
  title: string;
  date: string;
  referencenumber: number | string;
  url: string;
  company: string;
  city?: string;
  state: string;
  country: string;
  postalcode?: string;
  description: string;
  salary?: string;
  jobtype?: string;
}

async function indeed(key: string) {
  const xml = await buildIndeedFeed({
    ctx: ctx(key, board(key).defaultLocale),
    board: board(key),
    origin,
    messageDirs,
  });
  expect(validateXml(xml)).toBe(true);
  const doc = parseXml(xml, { parseNodeValue: false, arrayMode: (name: string) => name === 'job' });
  const source = (doc as { source: Record<string, unknown> }).source;
  return { source, jobs: (source.job ?? []) as IndeedJob[] };
}

const liveIds = async (key: string) =>
  (
    await queryRows<{ offer_id: number }>(
      handle.db,
      sql`SELECT offer_id FROM offer_search
          WHERE board = ${key} AND published_at <= now() AND expires_at > now()`,
    )
  ).map((r) => Number(r.offer_id));

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDatabase(handle.db, { minimumWage: minimumWageInForce });
});
afterAll(() => handle.close());

describe('the RSS feed', () => {
  it('lists the latest live offers with every item field, per language', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const { parsed } = await rss('hospitality', locale);
      expect(parsed.title).toBe(
        locale === 'fr'
          ? "Emplois Hôtellerie Québec\u00a0: dernières offres d'emploi"
          : 'Quebec Hospitality Jobs: latest jobs',
      );
      expect(parsed.link).toBe(
        `${origin}/${locale}/${locale === 'fr' ? 'trouver-un-emploi' : 'find-a-job'}`,
      );
      expect(parsed.items.length).toBe(20);
      const live = new Set(await liveIds('hospitality'));
      for (const item of parsed.items) {
        expect(item.title?.length).toBeGreaterThan(0);
        expect(item.link).toMatch(
          new RegExp(`^${origin}/${locale}/${locale === 'fr' ? 'offre' : 'offer'}/[^/]+/\\d+$`),
        );
        expect(item.guid).toBe(item.link);
        expect(item.pubDate).toMatch(rfc822);
        expect(item.content?.length).toBeGreaterThan(10);
        expect(item.content).not.toMatch(/<[a-z]/i);
        expect(item.categories?.length).toBeGreaterThan(0);
        expect(live.has(idOf(item.link))).toBe(true);
      }
    }
  });

  it('without filters: the 20 newest published live offers, newest first (issue 46, item 28)', async () => {
    const newest = (
      await queryRows<{ offer_id: number }>(
        handle.db,
        sql`SELECT offer_id FROM offer_search
            WHERE board = 'hospitality' AND published_at <= now() AND expires_at > now()
            ORDER BY published_at DESC, offer_id DESC LIMIT 20`,
      )
    ).map((r) => Number(r.offer_id));
    for (const locale of ['fr', 'en'] as const) {
      const { parsed } = await rss('hospitality', locale);
      expect(parsed.items.map((i) => idOf(i.link))).toEqual(newest);
      const dates = parsed.items.map((i) => Date.parse(i.pubDate ?? ''));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  it('of a search: the same offers, in the same order, as the search service', async () => {
    const query = { schedule: String(scheduleAttributeId.partTime), city: 'montreal' };
    const { parsed } = await rss('hospitality', 'fr', query);
    const { filters } = await resolveOfferFilters(ctx('hospitality', 'fr'), {
      schedule: [scheduleAttributeId.partTime],
      specialization: [],
      city: 'montreal',
    });
    const found = await searchOffers(ctx('hospitality', 'fr'), filters, { page: 1 });
    expect(found.data.length).toBeGreaterThan(0);
    expect(parsed.items.map((i) => idOf(i.link))).toEqual(found.data.map((o) => o.id));
    expect(parsed.link).toBe(`${origin}/fr/trouver-un-emploi?schedule=40&city=montreal`);
    const page2 = await rss('hospitality', 'fr', { ...query, page: '2' });
    const second = await searchOffers(ctx('hospitality', 'fr'), filters, { page: 2 });
    expect(page2.parsed.items.map((i) => idOf(i.link))).toEqual(second.data.map((o) => o.id));
  });

  it("of a category page: the offers carrying the page's attribute", async () => {
    const attribute = scheduleAttributeId.temporary;
    const { parsed } = await rss('careers', 'en', { attribute: String(attribute) });
    const { filters } = await resolveOfferFilters(ctx('careers', 'en'), {
      specialization: [],
      schedule: [],
      attribute,
    });
    const found = await searchOffers(ctx('careers', 'en'), filters, { page: 1 });
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((o) => o.attributes.some((a) => a.id === attribute))).toBe(true);
    expect(parsed.items.map((i) => idOf(i.link))).toEqual(found.data.map((o) => o.id));
  });

  it('answers absurd filters with a translated refusal, unknown ones and far pages empty', async () => {
    const absurd: Record<string, string>[] = [
      { page: '0' },
      { page: '1000000' },
      { page: 'deux' },
      { title: 'x'.repeat(5000) },
      { schedule: 'abc' },
      { specialization: '1,,2;DROP TABLE offers' },
      { salary_min: '-5' },
      { published_at: 'yesterday' },
      { near: '999,999' },
    ];
    for (const query of absurd) {
      const feed = await buildRssFeed({
        ctx: ctx('hospitality', 'fr'),
        board: board('hospitality'),
        origin,
        query: new URLSearchParams(query),
        messageDirs,
      });
      expect(feed, JSON.stringify(query)).toMatchObject({
        status: 'invalid',
        message: expect.stringContaining('filtres illisibles'),
      });
    }
    const empty: Record<string, string>[] = [
      { city: 'atlantis' },
      { specialization: '999999' },
      { page: '499' },
    ];
    for (const query of empty) {
      const { parsed, xml } = await rss('hospitality', 'en', query);
      expect(validateXml(xml)).toBe(true);
      expect(parsed.items, JSON.stringify(query)).toHaveLength(0);
    }
  });
});

describe('the job aggregator feed', () => {
  it('gives every field of every live offer of the board, and only those', async () => {
    // Confidential offers keep their address to themselves, so the one given is on another.
    const [{ id: target } = { id: 0 }] = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT o.id FROM offers o JOIN offer_search s ON s.offer_id = o.id
          WHERE s.board = 'hospitality' AND s.expires_at > now() AND NOT o.is_confidential
          ORDER BY o.id LIMIT 1`,
    );
    await handle.db
      .update(offers)
      .set({ address: '1234 rue Sainte-Catherine O., Montréal, QC h3g1p1', postalCode: null })
      .where(eq(offers.id, target));
    const { source, jobs } = await indeed('hospitality');
    expect(source.publisher).toBe('Emplois Hôtellerie Québec');
    expect(source.publisherurl).toBe(origin);
    expect(source.lastBuildDate).toMatch(rfc822);
    expect(new Set(jobs.map((j) => Number(j.referencenumber)))).toEqual(
      new Set(await liveIds('hospitality')),
    );
    for (const job of jobs) {
      expect(job.title.length).toBeGreaterThan(0);
      expect(job.date).toMatch(rfc822);
      expect(job.url).toMatch(new RegExp(`^${origin}/fr/offre/[^/]+/${job.referencenumber}$`));
      expect(job.company.length).toBeGreaterThan(0);
      expect(job.state).toBe('QC');
      expect(job.country).toBe('CA');
      expect(job.description.length).toBeGreaterThan(0);
      // Exactly one value of Indeed's list, on every job (jobType's documented rule).
      expect(job.jobtype).toMatch(/^(fulltime|parttime|contract|temporary|internship)$/);
      // The demo offers carry postal codes; a confidential one's is never given.
      if (job.company === 'Employeur confidentiel') expect(job.postalcode).toBeUndefined();
      else expect(job.postalcode).toMatch(/^[GHJ]\d[A-Z] \d[A-Z]\d$/);
      if (job.salary) expect(job.salary).toMatch(/\d.*\$/);
    }
    const withPostal = jobs.find((j) => Number(j.referencenumber) === Number(target))!;
    // An offer saved before postal codes had a field: the one written in its address.
    expect(withPostal.postalcode).toBe('H3G 1P1');
    expect(jobs.some((j) => j.city)).toBe(true);
    expect(jobs.some((j) => j.salary)).toBe(true);
    expect(jobs.some((j) => j.company === 'Employeur confidentiel')).toBe(true);
  });

  it('drops offers unpublished, expired, never published or of another board', async () => {
    const [unpublished, expired] = await liveIds('hospitality');
    await takeOffBoards(handle.db, unpublished!, new Date());
    await handle.db
      .update(offerPublications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(offerPublications.offerId, expired!));
    await sweepPublications(handle.db, boards);
    const [draft] = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT o.id FROM offers o WHERE NOT EXISTS
            (SELECT 1 FROM offer_publications p WHERE p.offer_id = o.id) ORDER BY o.id LIMIT 1`,
    );
    const hospitality = new Set(
      (await indeed('hospitality')).jobs.map((j) => Number(j.referencenumber)),
    );
    const feedIds = new Set((await rss('hospitality', 'fr')).parsed.items.map((i) => idOf(i.link)));
    for (const gone of [unpublished!, expired!, Number(draft!.id)]) {
      expect(hospitality.has(gone)).toBe(false);
      expect(feedIds.has(gone)).toBe(false);
    }
    const hospitalityLive = new Set(await liveIds('hospitality'));
    const otherBoard = (await liveIds('careers')).filter((id) => !hospitalityLive.has(id));
    expect(otherBoard.length).toBeGreaterThan(0);
    for (const id of otherBoard) expect(hospitality.has(id)).toBe(false);
    const careers = (await indeed('careers')).jobs.map((j) => Number(j.referencenumber));
    expect(new Set(careers)).toEqual(new Set(await liveIds('careers')));
    expect(careers.some((id) => !hospitalityLive.has(id))).toBe(true);
  });

  it('says an edit in the next answer: the feeds are built from the current data', async () => {
    const [id] = await liveIds('hospitality');
    await handle.db
      .update(offerContents)
      .set({ title: 'Chef de rang édité' })
      .where(sql`${offerContents.offerId} = ${id!} AND ${offerContents.language} = 'fr'`);
    const { jobs } = await indeed('hospitality');
    expect(jobs.find((j) => Number(j.referencenumber) === id)?.title).toBe('Chef de rang édité');
  });
});
