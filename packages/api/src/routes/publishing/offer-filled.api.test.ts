import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import { offers } from '@jobboard/db/schema/offers';
import { seedReferenceData } from '@jobboard/db/seed/reference-seed';
import type { OfferDto, OfferListDto } from '../../contracts/offers';
import { call, signUp } from '../../testing/accounts';
import { makePdf, upload } from '../../testing/profile-files';
import { createCompleteOffer, unmoderatedBoards } from '../../testing/publishing-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

const DAY = 24 * 60 * 60 * 1000;
const HOSP = 'hospitality';

let t: TestApp;
/** The API's clock (runtime.now): the service stamps filled_at with it. */
let clock: Date | null = null;
let owner: string;
let other: string;
let candidate: string;
let latecomer: string;
const ownerEmail = 'owner@filled.example';

const offerUrl = (id: number) => `/api/jobboard/${HOSP}/offers/${id}`;
/** `cookie` '' is a visitor. */
const fill = (id: number, cookie = owner) =>
  call(t, 'PUT', `/api/ats/offers/${id}/mark-filled`, undefined, { cookie });
const reopen = (id: number, cookie = owner) =>
  call(t, 'PUT', `/api/ats/offers/${id}/reopen`, undefined, { cookie });

async function searchIds(title: string): Promise<number[]> {
  const res = await call(t, 'GET', `/api/jobboard/${HOSP}/offers?title=${title}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as OfferListDto).data.map((o) => o.id);
}

const generation = async () =>
  Number(
    (
      await queryRows<{ value: string }>(
        t.handle.db,
        sql`SELECT value FROM search_generations WHERE name = 'offers'`,
      )
    )[0]?.value,
  );

async function publishedOffer(title: string): Promise<number> {
  const id = await createCompleteOffer(t, owner, ownerEmail, { title });
  const res = await call(
    t,
    'POST',
    `/api/jobboard/${HOSP}/employer/offer/${id}/publish`,
    undefined,
    {
      cookie: owner,
    },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
}

async function applyTo(id: number, cookie: string, lg: 'fr' | 'en' = 'en') {
  const up = await upload(
    t,
    cookie,
    { bytes: await makePdf('Candidate', 'Cuisinier'), name: 'cv.pdf' },
    { type: 'resume' },
  );
  const resume = ((await up.json()) as { data: { id: number } }).data.id;
  return call(
    t,
    'POST',
    `/api/jobboard/${HOSP}/offers/${id}/apply`,
    { resume, consent: true },
    {
      cookie,
      lg,
    },
  );
}

beforeAll(async () => {
  t = await createTestApp({ boards: unmoderatedBoards, now: () => clock ?? new Date() });
  await seedReferenceData(t.handle.db);
  owner = await signUp(t, 'ats', ownerEmail);
  other = await signUp(t, 'ats', 'other@filled.example');
  candidate = await signUp(t, 'jobboard', 'cand@filled.example');
  latecomer = await signUp(t, 'jobboard', 'late@filled.example');
}, 240_000);
afterAll(() => t.close());

describe('marking an offer filled', () => {
  it('is for the team with the publishing permission: 401, 403, 404 to others, nothing changed', async () => {
    const id = await publishedOffer('Plongeur Gardé');
    expect((await fill(id, '')).status).toBe(401);
    expect((await fill(id, candidate)).status).toBe(403);
    expect((await fill(id, other)).status).toBe(404);
    expect((await reopen(id, other)).status).toBe(404);
    expect((await fill(999_999_999)).status).toBe(404);
    expect(
      (await call(t, 'PUT', '/api/ats/offers/abc/mark-filled', undefined, { cookie: owner }))
        .status,
    ).toBe(422);
    const [row] = await t.handle.db.select().from(offers).where(eq(offers.id, id));
    expect(row?.filledAt).toBeNull();
    expect(await searchIds('Gardé')).toEqual([id]);
  });

  it('takes it out of search at once and bumps the search cache counter; its page says filled; applying is refused', async () => {
    const id = await publishedOffer('Cuisinier Pourvu');
    expect((await applyTo(id, candidate)).status).toBe(201);
    expect(await searchIds('Pourvu')).toEqual([id]);
    const companyId = (await t.handle.db.select().from(offers).where(eq(offers.id, id)))[0]!
      .companyId;
    const companyOffersUrl = `/api/jobboard/${HOSP}/company/${companyId}/offers`;
    const listed = await call(t, 'GET', companyOffersUrl);
    expect(((await listed.json()) as OfferListDto).data.map((o) => o.id)).toEqual([id]);
    const before = await generation();

    const res = await fill(id);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { data: { status: string; filled_at: string | null } };
    expect(body.data.status).toBe('filled');
    expect(body.data.filled_at).not.toBeNull();

    expect(await generation()).toBeGreaterThan(before);
    // The cached search from before the change no longer answers.
    expect(await searchIds('Pourvu')).toEqual([]);
    // Every public reader (company pages, feeds, sitemaps, similar) reads the read model.
    const rows = await queryRows(
      t.handle.db,
      sql`SELECT 1 FROM offer_search WHERE offer_id = ${id}`,
    );
    expect(rows).toHaveLength(0);
    // Its company's page listed it; the company has no other offer, so the page is gone too.
    expect((await call(t, 'GET', companyOffersUrl)).status).toBe(404);

    // The page itself stays, saying it is filled.
    const page = await call(t, 'GET', offerUrl(id));
    expect(page.status).toBe(200);
    expect(((await page.json()) as { data: OfferDto }).data.filled_at).toBe(body.data.filled_at);

    for (const lg of ['en', 'fr'] as const) {
      const refused = await applyTo(id, latecomer, lg);
      expect(refused.status).toBe(409);
      const message = ((await refused.json()) as { message: string }).message;
      expect(message).toBe(
        lg === 'fr'
          ? 'Ce poste a été pourvu\u00a0: l’offre ne reçoit plus de candidatures.'
          : 'This position has been filled: the offer no longer takes applications.',
      );
    }

    // The employer sees it as filled, in the filter of filled offers and not in the published.
    const filtered = async (status: string) =>
      (
        (await (
          await call(t, 'GET', `/api/ats/offers?status=${status}`, undefined, { cookie: owner })
        ).json()) as { data: { id: number; status: string }[] }
      ).data.map((o) => o.id);
    expect(await filtered('filled')).toContain(id);
    expect(await filtered('published')).not.toContain(id);
    // Marking it again changes nothing.
    expect((await fill(id)).status).toBe(200);
    // Its copy (how the position is posted again) starts open.
    const copy = await call(t, 'POST', `/api/ats/offers/${id}/duplicate`, undefined, {
      cookie: owner,
    });
    expect(
      ((await copy.json()) as { data: { filled_at: string | null } }).data.filled_at,
    ).toBeNull();
  });

  it('can be undone within the grace: back in search, counter bumped again', async () => {
    const id = await publishedOffer('Serveur Rouvert');
    expect((await fill(id)).status).toBe(200);
    expect(await searchIds('Rouvert')).toEqual([]);
    const before = await generation();
    const res = await reopen(id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { status: string; filled_at: string | null } };
    expect(body.data).toMatchObject({ status: 'published', filled_at: null });
    expect(await generation()).toBeGreaterThan(before);
    expect(await searchIds('Rouvert')).toEqual([id]);
    const page = (await (await call(t, 'GET', offerUrl(id))).json()) as { data: OfferDto };
    expect(page.data.filled_at).toBeUndefined();
  });

  it('is gone (404) past the 7-day grace, and can no longer be reopened', async () => {
    const id = await publishedOffer('Barista Ancien');
    // Filled 7 days and a minute ago, by the API's own clock.
    clock = new Date(Date.now() - 7 * DAY - 60_000);
    try {
      expect((await fill(id)).status).toBe(200);
    } finally {
      clock = null;
    }
    expect((await call(t, 'GET', offerUrl(id))).status).toBe(404);
    expect((await applyTo(id, latecomer)).status).toBe(404);
    expect(await searchIds('Ancien')).toEqual([]);
    const late = await reopen(id);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toMatch(/no longer be reopened/);

    // A day inside the grace, the same offer's page still shows.
    const recent = await publishedOffer('Barista Récent');
    clock = new Date(Date.now() - 6 * DAY);
    try {
      expect((await fill(recent)).status).toBe(200);
    } finally {
      clock = null;
    }
    expect((await call(t, 'GET', offerUrl(recent))).status).toBe(200);
  });

  it('refuses a draft (409): no one sees it, there is nothing to close', async () => {
    const draft = await createCompleteOffer(t, owner, ownerEmail, { title: 'Brouillon Fermé' });
    const res = await fill(draft);
    expect(res.status).toBe(409);
  });
});
