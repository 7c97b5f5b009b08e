import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@jobboard/db/query';
import type { OfferDto, OfferListDto } from '../../contracts/offers';
import {
  attributeId,
  cityId,
  insertFixtureCompany,
  insertFixtureOffer,
} from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

const H = '/api/jobboard/hospitality';
const C = '/api/jobboard/careers';
const careersHost = { host: 'careers.localhost' };

let t: TestApp;
const ids = {
  montreal: 0,
  quebec: 0,
  dishwasher: 0,
  companyBoth: 0,
  companyFrOnly: 0,
  companySecret: 0,
  companyCareers: 0,
  frOnly: 0,
  enOnly: 0,
  bilingual: 0,
  cafe: 0,
  secret: 0,
  careersOnly: 0,
  draft: 0,
  expired: 0,
  old: 0,
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const db = t.handle.db;
  ids.montreal = await cityId(db, 'montreal');
  ids.quebec = await cityId(db, 'quebec');
  ids.dishwasher = await attributeId(db, 'specialization', 'dishwasher');
  ids.companyBoth = await insertFixtureCompany(db, {
    nameFr: 'Zébulon Café Testeur',
    nameEn: 'Zebulon Tester Café',
    descriptionFr: 'Description française',
    website: 'https://zebulon.example/',
    teamSize: '11-50',
  });
  ids.companyFrOnly = await insertFixtureCompany(db, {
    nameFr: 'Chez Quiétude Testeuse',
    nameEn: null,
  });
  ids.companySecret = await insertFixtureCompany(db, {
    nameFr: 'Maison Xyzzy',
    nameEn: 'Xyzzy House',
  });
  ids.companyCareers = await insertFixtureCompany(db, {
    nameFr: 'Carrières Seulement',
    nameEn: 'Careers Only Inc',
  });
  ids.frOnly = await insertFixtureOffer(db, {
    companyId: ids.companyFrOnly,
    contents: [
      { language: 'fr', title: 'Plongeur/Plongeuse Quiétude', description: '<p>Texte</p>' },
    ],
    boards: ['hospitality'],
    cityId: ids.montreal,
    attributeIds: [ids.dishwasher, 41],
  });
  ids.enOnly = await insertFixtureOffer(db, {
    companyId: ids.companyBoth,
    contents: [{ language: 'en', title: 'Zebulon Barista Wizard' }],
    boards: ['hospitality'],
    featured: true,
  });
  ids.bilingual = await insertFixtureOffer(db, {
    companyId: ids.companyBoth,
    contents: [
      { language: 'fr', title: 'Serveur Zébulon', description: 'Bonjour' },
      { language: 'en', title: 'Zebulon Server', description: 'Hello' },
    ],
    primaryLanguage: 'fr',
    boards: ['hospitality', 'careers'],
    cityId: ids.quebec,
    attributeIds: [40],
  });
  ids.cafe = await insertFixtureOffer(db, {
    companyId: ids.companyBoth,
    contents: [{ language: 'fr', title: 'Barista au Café Quokka' }],
    boards: ['hospitality'],
  });
  ids.secret = await insertFixtureOffer(db, {
    companyId: ids.companySecret,
    contents: [{ language: 'fr', title: 'Cuisinier confidentiel Wombat' }],
    isConfidential: true,
    boards: ['hospitality'],
    address: '99 rue Secrète',
    featured: true,
  });
  ids.careersOnly = await insertFixtureOffer(db, {
    companyId: ids.companyCareers,
    contents: [{ language: 'fr', title: 'Caissier Ornithorynque' }],
    boards: ['careers'],
    featured: true,
  });
  ids.draft = await insertFixtureOffer(db, {
    companyId: ids.companyBoth,
    contents: [{ language: 'fr', title: 'Brouillon Ocelot' }],
    boards: ['hospitality'],
    status: 'draft',
  });
  ids.expired = await insertFixtureOffer(db, {
    companyId: ids.companyBoth,
    contents: [{ language: 'fr', title: 'Expiré Ocelot' }],
    boards: ['hospitality'],
    expiresInHours: -1,
  });
  ids.old = await insertFixtureOffer(db, {
    companyId: ids.companyBoth,
    contents: [{ language: 'fr', title: 'Ancien Lynx' }],
    boards: ['hospitality'],
    publishedHoursAgo: 24 * 10,
  });
});
afterAll(() => t.close());

const list = (path: string, init?: RequestInit & { host?: string }) =>
  t.getJson<OfferListDto>(path, init);
const show = (path: string, init?: RequestInit & { host?: string }) =>
  t.getJson<{ data: OfferDto }>(path, init);
const titles = (body: OfferListDto) => body.data.map((o) => o.title);

async function boardsOf(offerIds: number[]): Promise<Map<number, string[]>> {
  const rows = await queryRows<{ offer_id: number; board: string }>(
    t.handle.db,
    sql`SELECT offer_id, board FROM offer_publications WHERE offer_id = ANY(${`{${offerIds.join(',') || 0}}`}::int[])`,
  );
  const out = new Map<number, string[]>();
  for (const r of rows)
    out.set(Number(r.offer_id), [...(out.get(Number(r.offer_id)) ?? []), r.board]);
  return out;
}

describe('GET /jobboard/{board}/offers', () => {
  it('lists live offers newest first with pagination meta', async () => {
    const { status, body } = await list(`${H}/offers`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    expect(body.meta.per_page).toBe(20);
    expect(body.meta.current_page).toBe(1);
    expect(body.meta.total).toBeGreaterThan(250);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 20));
    // Featured offers take the first slots (three at most), the others follow; each newest first.
    const slots = body.data.findIndex((o) => !o.featured);
    expect(slots).toBeGreaterThanOrEqual(0);
    expect(slots).toBeLessThanOrEqual(3);
    expect(body.data.slice(slots).some((o) => o.featured)).toBe(false);
    for (const part of [body.data.slice(0, slots), body.data.slice(slots)]) {
      const created = part.map((o) => o.created_at);
      expect([...created].sort().reverse()).toEqual(created);
    }

    const last = await list(`${H}/offers?page=${body.meta.last_page}`);
    expect(last.body.data.length).toBeGreaterThan(0);
    expect(last.body.meta.total).toBe(body.meta.total);
    const past = await list(`${H}/offers?page=${body.meta.last_page + 1}`);
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.total).toBe(body.meta.total);
  });

  it('pages are stable and do not overlap', async () => {
    const p1 = await list(`${H}/offers?page=1`);
    const p2 = await list(`${H}/offers?page=2`);
    const again = await list(`${H}/offers?page=1`);
    expect(again.body.data.map((o) => o.id)).toEqual(p1.body.data.map((o) => o.id));
    const overlap = p1.body.data.filter((o) => p2.body.data.some((x) => x.id === o.id));
    expect(overlap).toEqual([]);
    const text1 = await list(`${H}/offers?title=serveur&page=1`);
    const text2 = await list(`${H}/offers?title=serveur&page=2`);
    expect(text1.body.data.filter((o) => text2.body.data.some((x) => x.id === o.id))).toEqual([]);
  });

  it('never returns drafts, expired offers or offers of the other board', async () => {
    for (const [path, host, board] of [
      [`${H}/offers`, undefined, 'hospitality'],
      [`${C}/offers`, 'careers.localhost', 'careers'],
      [`${H}/offers?title=serv`, undefined, 'hospitality'],
      [`${C}/offers?title=caissier`, 'careers.localhost', 'careers'],
    ] as const) {
      const { body } = await list(path, host ? { host } : undefined);
      expect(body.data.length).toBeGreaterThan(0);
      const published = await boardsOf(body.data.map((o) => o.id));
      for (const o of body.data) expect(published.get(o.id)).toContain(board);
    }
    expect((await list(`${H}/offers?title=ocelot`)).body.meta.total).toBe(0);
    expect((await list(`${H}/offers?title=ornithorynque`)).body.meta.total).toBe(0);
    expect((await list(`${C}/offers?title=ornithorynque`, careersHost)).body.meta.total).toBe(1);
    expect((await list(`${C}/offers?title=quietude`, careersHost)).body.meta.total).toBe(0);
  });

  it('folds accents and matches partial words, in both languages', async () => {
    const cafe = await list(`${H}/offers?title=cafe%20quokka`);
    expect(titles(cafe.body)).toEqual(['Barista au Café Quokka']);
    const accent = await list(`${H}/offers?title=CAFÉ`);
    expect(accent.body.meta.total).toBeGreaterThan(1);
    expect(titles(accent.body).every((x) => /caf[ée]|coffee/i.test(x))).toBe(true);
    const plongeur = await list(`${H}/offers?title=plongeur%20quietude`);
    expect(plongeur.body.data.map((o) => o.id)).toEqual([ids.frOnly]);
    const partial = await list(`${H}/offers?title=QUIÉT`);
    expect(partial.body.data.map((o) => o.id)).toEqual([ids.frOnly]);
    const plong = await list(`${H}/offers?title=plong`);
    expect(plong.body.meta.total).toBeGreaterThan(5);
    const stemmed = await list(`${H}/offers?title=zebulon%20servers&lg=en`);
    expect(titles(stemmed.body)).toEqual(['Zebulon Server']);
    // A typo finds nothing word for word; trigrams still find it.
    const typo = await list(`${H}/offers?title=zebulom`);
    expect(typo.body.data.map((o) => o.id).sort()).toEqual([ids.enOnly, ids.bilingual].sort());
  });

  it('ranks title matches before matches on the specialization label only', async () => {
    const { body: ranked } = await list(`${H}/offers?title=dishwasher&lg=en`);
    // Featured offers have the first slots; the rank orders the others.
    const body = { ...ranked, data: ranked.data.filter((o) => !o.featured) };
    const firstLabelOnly = body.data.findIndex(
      (o) => !/dishwasher/i.test(o.contents.en?.title ?? ''),
    );
    const lastTitle = body.data
      .map((o) => /dishwasher/i.test(o.contents.en?.title ?? ''))
      .lastIndexOf(true);
    expect(lastTitle).toBeGreaterThanOrEqual(0);
    if (firstLabelOnly >= 0) expect(firstLabelOnly).toBeGreaterThan(lastTitle);
  });

  it('filters by city (id or slug), specialization, schedule, company and date, combined with AND', async () => {
    const bySlug = await list(`${H}/offers?city=montreal`);
    const byId = await list(`${H}/offers?city=${ids.montreal}`);
    expect(bySlug.body.meta.total).toBeGreaterThan(0);
    expect(byId.body.meta.total).toBe(bySlug.body.meta.total);
    expect(bySlug.body.data.every((o) => o.city?.id === ids.montreal)).toBe(true);

    const spec = await list(`${H}/offers?specialization=${ids.dishwasher}`);
    expect(spec.body.meta.total).toBeGreaterThan(0);
    expect(spec.body.data.every((o) => o.attributes.some((a) => a.id === ids.dishwasher))).toBe(
      true,
    );

    const sched = await list(`${H}/offers?schedule=40,41`);
    expect(sched.body.data.every((o) => o.attributes.some((a) => a.id === 40 || a.id === 41))).toBe(
      true,
    );
    const one = await list(`${H}/offers?schedule=41`);
    expect(one.body.meta.total).toBeLessThan(sched.body.meta.total);

    const company = await list(`${H}/offers?company=${ids.companyBoth}`);
    expect(company.body.meta.total).toBe(4);
    expect(company.body.data.every((o) => o.company?.id === ids.companyBoth)).toBe(true);
    const companyText = await list(`${H}/offers?company=zebulon`);
    expect(companyText.body.meta.total).toBe(4);
    const words = await list(`${H}/offers?company=${encodeURIComponent('TESTEUR zébu')}`);
    expect(words.body.meta.total).toBe(4);

    const recent = await list(`${H}/offers?published_at=24h&title=lynx`);
    expect(recent.body.meta.total).toBe(0);
    const month = await list(`${H}/offers?published_at=30d&title=lynx`);
    expect(month.body.meta.total).toBe(1);
    const day = await list(`${H}/offers?published_at=24h`);
    const cutoff = Date.now() - 24 * 3_600_000 - 60_000;
    expect(day.body.data.every((o) => Date.parse(o.published_at) >= cutoff)).toBe(true);

    const all = `title=quietude&city=montreal&specialization=${ids.dishwasher}&schedule=41&published_at=7d`;
    expect((await list(`${H}/offers?${all}`)).body.data.map((o) => o.id)).toEqual([ids.frOnly]);
    expect(
      (await list(`${H}/offers?${all.replace('city=montreal', 'city=quebec')}`)).body.meta.total,
    ).toBe(0);
    expect(
      (await list(`${H}/offers?${all.replace('schedule=41', 'schedule=40')}`)).body.meta.total,
    ).toBe(0);
  });

  it('filters by one attribute of any type, combined with the other filters by AND', async () => {
    const fullTime = await list(`${H}/offers?attribute=41`);
    expect(fullTime.status).toBe(200);
    expect(fullTime.body.meta.total).toBeGreaterThan(0);
    expect(fullTime.body.data.every((o) => o.attributes.some((a) => a.id === 41))).toBe(true);
    // Same offers as the schedule filter with that one id.
    expect((await list(`${H}/offers?schedule=41`)).body.meta.total).toBe(fullTime.body.meta.total);
    expect(
      (await list(`${H}/offers?attribute=41&title=quietude`)).body.data.map((o) => o.id),
    ).toEqual([ids.frOnly]);
    expect((await list(`${H}/offers?attribute=40&title=quietude`)).body.meta.total).toBe(0);

    // A seeded type the search form has no filter for.
    const skill = await attributeId(t.handle.db, 'skill', 'customer-service');
    const bySkill = await list(`${H}/offers?attribute=${skill}`);
    expect(bySkill.body.meta.total).toBeGreaterThan(0);
    expect(bySkill.body.data.every((o) => o.attributes.some((a) => a.id === skill))).toBe(true);
    expect(bySkill.body.data.some((o) => o.id === ids.careersOnly)).toBe(false);

    // Another board's own attribute is unknown here, known on its board.
    const cashier = await attributeId(t.handle.db, 'specialization', 'cashier');
    const wrongBoard = await t.getJson<{ errors: Record<string, string[]> }>(
      `${H}/offers?attribute=${cashier}&lg=fr`,
    );
    expect(wrongBoard.status).toBe(422);
    expect(wrongBoard.body.errors.attribute).toEqual(["Cet attribut d'offre n'existe pas."]);
    expect((await list(`${C}/offers?attribute=${cashier}`, careersHost)).status).toBe(200);
  });

  it('rejects bad parameters with 422 and field errors, never 500', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['page=1000000000', 'page'],
      ['page=abc', 'page'],
      [`title=${'a'.repeat(10_240)}`, 'title'],
      ['specialization=abc', 'specialization'],
      ['specialization=999999', 'specialization'],
      ['schedule=1,2', 'schedule'],
      [`schedule=${ids.dishwasher}`, 'schedule'],
      ['city=atlantis', 'city'],
      ['city=99999999999', 'city'],
      ['city=9999999999', 'city'],
      ['specialization=9999999999', 'specialization'],
      ['schedule=41,9999999999', 'schedule'],
      ['city=%3Cscript%3E', 'city'],
      ['published_at=1y', 'published_at'],
      [`company=${'x'.repeat(500)}`, 'company'],
      ['attribute=abc', 'attribute'],
      ['attribute=999999', 'attribute'],
      ['attribute=9999999999', 'attribute'],
      ['attribute=1,2', 'attribute'],
    ];
    for (const [query, field] of cases) {
      const res = await t.getJson<{ message: string; errors: Record<string, string[]> }>(
        `${H}/offers?${query}`,
      );
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toContain(field);
      expect(res.body.errors[field]?.[0], query).toEqual(expect.any(String));
    }
    // A careers specialization is unknown on the hospitality board.
    const cashier = await attributeId(t.handle.db, 'specialization', 'cashier');
    expect((await list(`${H}/offers?specialization=${cashier}`)).status).toBe(422);
    expect((await list(`${C}/offers?specialization=${cashier}`, careersHost)).status).toBe(200);
  });

  it('treats SQL and HTML in text parameters as plain words', async () => {
    for (const text of [
      "'; DROP TABLE offers; --",
      '<script>alert(1)</script>',
      '%_\\',
      ')(&|!:*',
      'de la',
      '!!!',
      '9999999999',
      'é'.repeat(90),
    ]) {
      const res = await t.request(
        `${H}/offers?title=${encodeURIComponent(text)}&company=${encodeURIComponent(text)}`,
      );
      expect(res.status, text).toBe(200);
      expect(await res.text()).not.toContain('<script>');
    }
    // Control characters are refused by the shared contracts (issue 20), not searched for.
    const nul = await t.request(`${H}/offers?title=${encodeURIComponent('a\u0000b')}`);
    expect(nul.status).toBe(422);
    expect((await list(`${H}/offers`)).body.meta.total).toBeGreaterThan(250);
  });

  it('404s a {board} segment that is not the board of the host, and unknown boards', async () => {
    expect((await t.request(`${C}/offers`)).status).toBe(404);
    expect((await t.request(`${H}/offers`, careersHost)).status).toBe(404);
    expect((await t.request('/api/jobboard/nope/offers')).status).toBe(404);
    const prod = await createTestApp({ production: true });
    try {
      const res = await prod.request('/api/jobboard/hospitality/offers', { host: 'evil.example' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: expect.any(String) });
    } finally {
      await prod.close();
    }
  });
});

describe('one offer', () => {
  it('shows the current language, falling back to the primary one, with company name fallback', async () => {
    const fr = await show(`${H}/offers/${ids.frOnly}?lg=en`);
    expect(fr.status).toBe(200);
    expect(fr.body.data).toMatchObject({
      title: 'Plongeur/Plongeuse Quiétude',
      language: 'fr',
      description: '<p>Texte</p>',
    });
    expect(fr.body.data.company).toMatchObject({ name: 'Chez Quiétude Testeuse', name_en: null });

    const en = await show(`${H}/offers/${ids.enOnly}?lg=fr`);
    expect(en.body.data).toMatchObject({
      title: 'Zebulon Barista Wizard',
      language: 'en',
      primary_language: 'en',
    });
    expect(en.body.data.company?.name).toBe('Zébulon Café Testeur');

    const both = await show(`${H}/offers/${ids.bilingual}`, {
      headers: { 'accept-language': 'en-CA' },
    });
    expect(both.body.data).toMatchObject({
      title: 'Zebulon Server',
      description: 'Hello',
      language: 'en',
    });
    expect(both.body.data.company?.name).toBe('Zebulon Tester Café');
    expect(both.body.data.contents.fr?.title).toBe('Serveur Zébulon');
    expect(both.body.data.jobboards).toEqual([{ name: 'hospitality' }]);
    expect(both.body.data.has_applied).toBe(false);
  });

  it("gives each language its own slug: the title's in that language, else the stored one", async () => {
    const stored = (await show(`${H}/offers/${ids.bilingual}?lg=fr`)).body.data.slug;
    const en = await show(`${H}/offers/${ids.bilingual}?lg=en`);
    expect(en.body.data.slug).toBe('zebulon-server');
    expect(en.body.data.slugs).toEqual({ fr: stored, en: 'zebulon-server' });
    expect(en.body.data.company?.slugs.en).toBe('zebulon-tester-cafe');
    const frOnly = await show(`${H}/offers/${ids.frOnly}?lg=en`);
    expect(frOnly.body.data.slugs.en).toBe(frOnly.body.data.slugs.fr);
    const listed = await list(`${H}/offers?lg=en&title=zebulon`);
    expect(listed.body.data.find((o) => o.id === ids.bilingual)?.slug).toBe('zebulon-server');
  });

  it('serves the legacy path in the language of the path', async () => {
    const en = await show(`${H}/legacy/offers/en/${ids.bilingual}?lg=fr`);
    expect(en.body.data.title).toBe('Zebulon Server');
    const fr = await show(`${H}/legacy/offers/fr/${ids.bilingual}`);
    expect(fr.body.data.title).toBe('Serveur Zébulon');
    expect((await t.request(`${H}/legacy/offers/de/${ids.bilingual}`)).status).toBe(422);
    expect((await t.request(`${H}/legacy/offers/fr/${ids.careersOnly}`)).status).toBe(404);
  });

  it('is 404 when not live on this board, 422 when the id is not an id', async () => {
    for (const id of [ids.careersOnly, ids.draft, ids.expired, 99_999_999]) {
      expect((await t.request(`${H}/offers/${id}`)).status, String(id)).toBe(404);
    }
    expect((await t.request(`${C}/offers/${ids.frOnly}`, careersHost)).status).toBe(404);
    expect((await t.request(`${C}/offers/${ids.careersOnly}`, careersHost)).status).toBe(200);
    expect((await t.request(`${C}/offers/${ids.bilingual}`, careersHost)).status).toBe(200);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await t.request(`${H}/offers/${id}`)).status, id).toBe(422);
    }
  });

  it('never leaks the company of a confidential offer, by any field or filter', async () => {
    const detail = await t.request(`${H}/offers/${ids.secret}`);
    const text = await detail.text();
    const body = JSON.parse(text) as { data: OfferDto };
    expect(body.data).toMatchObject({
      is_confidential: true,
      company: null,
      address: null,
      lat: null,
      lng: null,
    });
    expect(text).not.toMatch(/xyzzy|secrète/i);
    const searched = await t.request(`${H}/offers?title=wombat`);
    const searchedText = await searched.text();
    expect((JSON.parse(searchedText) as OfferListDto).meta.total).toBe(1);
    expect(searchedText).not.toMatch(/xyzzy/i);
    expect((await list(`${H}/offers?company=${ids.companySecret}`)).body.meta.total).toBe(0);
    expect((await list(`${H}/offers?company=xyzzy`)).body.meta.total).toBe(0);
    expect((await t.request(`${H}/company/${ids.companySecret}`)).status).toBe(404);
    expect((await t.request(`${H}/company/${ids.companySecret}/offers`)).status).toBe(404);
    const featured = await t.request(`${H}/featured-offers?limit=24`);
    expect(await featured.text()).not.toMatch(/xyzzy/i);
  });
});

describe('featured and similar offers', () => {
  it('puts featured offers first, within the limit, from this board only', async () => {
    const { status, body } = await t.getJson<{ data: OfferDto[] }>(`${H}/featured-offers?limit=24`);
    expect(status).toBe(200);
    expect(body.data.length).toBe(24);
    const flags = body.data.map((o) => o.featured);
    expect(flags.indexOf(false) === -1 || flags.slice(flags.indexOf(false)).every((f) => !f)).toBe(
      true,
    );
    expect(body.data.map((o) => o.id)).not.toContain(ids.careersOnly);
    const published = await boardsOf(body.data.map((o) => o.id));
    for (const o of body.data) expect(published.get(o.id)).toContain('hospitality');
    const careers = await t.getJson<{ data: OfferDto[] }>(`${C}/featured-offers`, careersHost);
    expect(careers.body.data).toHaveLength(6);
    // Newest featured offers of each board: each board's own fixture is there, never the other's.
    expect(careers.body.data[0]?.id).toBe(ids.careersOnly);
    expect(careers.body.data.map((o) => o.id)).not.toContain(ids.enOnly);
    expect(careers.body.data.map((o) => o.id)).not.toContain(ids.secret);
    for (const q of ['limit=0', 'limit=100', 'limit=x', 'city=atlantis']) {
      expect((await t.request(`${H}/featured-offers?${q}`)).status, q).toBe(422);
    }
  });

  it('finds offers of the same specialization, never itself, never another board', async () => {
    const { status, body } = await t.getJson<{ data: OfferDto[] }>(
      `${H}/similar-offers/${ids.frOnly}`,
    );
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.map((o) => o.id)).not.toContain(ids.frOnly);
    expect(body.data.every((o) => o.attributes.some((a) => a.id === ids.dishwasher))).toBe(true);
    const published = await boardsOf(body.data.map((o) => o.id));
    for (const o of body.data) expect(published.get(o.id)).toContain('hospitality');
    expect((await t.request(`${H}/similar-offers/${ids.careersOnly}`)).status).toBe(404);
    expect((await t.request(`${C}/similar-offers/${ids.frOnly}`, careersHost)).status).toBe(404);
    expect((await t.request(`${H}/similar-offers/abc`)).status).toBe(422);
  });
});

describe('companies', () => {
  it('shows a company with live offers on the board, names and descriptions falling back', async () => {
    const en = await t.getJson<{ data: Record<string, unknown> }>(
      `${H}/company/${ids.companyFrOnly}?lg=en`,
    );
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({ name: 'Chez Quiétude Testeuse', name_en: null });
    const both = await t.getJson<{ data: Record<string, unknown> }>(
      `${H}/company/${ids.companyBoth}?lg=en`,
    );
    expect(both.body.data).toMatchObject({
      name: 'Zebulon Tester Café',
      description: 'Description française',
      // What the employer entered, for the public company page (issue 46, item 21).
      website: 'https://zebulon.example/',
      team_size: '11-50',
    });
    expect(en.body.data).toMatchObject({ website: null, team_size: null });
    expect((await t.request(`${H}/company/${ids.companyCareers}`)).status).toBe(404);
    expect((await t.request(`${C}/company/${ids.companyCareers}`, careersHost)).status).toBe(200);
    expect((await t.request(`${C}/company/${ids.companyFrOnly}`, careersHost)).status).toBe(404);
    expect((await t.request(`${H}/company/99999999`)).status).toBe(404);
    expect((await t.request(`${H}/company/abc`)).status).toBe(422);
  });

  it("pages a company's live offers of this board only", async () => {
    const { body } = await list(`${H}/company/${ids.companyBoth}/offers`);
    expect(body.meta).toEqual({ current_page: 1, per_page: 20, last_page: 1, total: 4 });
    expect(body.data.map((o) => o.id)).not.toContain(ids.draft);
    const careers = await list(`${C}/company/${ids.companyBoth}/offers`, careersHost);
    expect(careers.body.data.map((o) => o.id)).toEqual([ids.bilingual]);
    expect((await t.request(`${H}/company/${ids.companyCareers}/offers`)).status).toBe(404);
    expect((await t.request(`${H}/company/${ids.companyBoth}/offers?page=0`)).status).toBe(422);
  });
});
