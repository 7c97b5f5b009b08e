import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import { users } from '@jobboard/db/schema/accounts';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offerPublications } from '@jobboard/db/schema/offers';
import { operatorAuditLog } from '@jobboard/db/schema/operators';
import { seedReferenceData } from '@jobboard/db/seed/reference-seed';
import { boards } from '@jobboard/tenants/registry';
import { sitemapData } from '../../services/seo/sitemap-data';
import { call, signUp } from '../../testing/accounts';
import { createCompleteOffer } from '../../testing/publishing-fixtures';
import { CONSOLE_HOST, signedInOperator } from '../../testing/operators';
import { createTestApp, type TestApp } from '../../testing/test-app';

const CONSOLE = CONSOLE_HOST;
const HOSP = 'hospitality.localhost';
const CAREERS = 'careers.localhost';
const NEWCOMER = 'newcomer@holds.example';
const CAREERS_EMPLOYER = 'careers@holds.example';

let t: TestApp;
const cookies = { hospitality: '', careers: '', newcomer: '', careersEmployer: '' };

const onConsole = (method: string, path: string, body?: unknown, cookie?: string) =>
  call(t, method, path, body, { host: CONSOLE, cookie });

const signedIn = (email: string, boards: 'all' | string[]) => signedInOperator(t, email, boards);

type OfferDto = { status: string; boards: string[]; under_review: string[] };

async function publish(id: number, board: 'hospitality' | 'careers'): Promise<OfferDto> {
  const host = board === 'hospitality' ? HOSP : CAREERS;
  const cookie = board === 'hospitality' ? cookies.newcomer : cookies.careersEmployer;
  const res = await call(
    t,
    'POST',
    `/api/jobboard/${board}/employer/offer/${id}/publish`,
    {},
    {
      cookie,
      host,
    },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: OfferDto }).data;
}

/** Where the offer shows publicly on the board: search, its page, the sitemap. */
async function publicOn(board: string, id: number) {
  const host = `${board}.localhost`;
  const list = await call(t, 'GET', `/api/jobboard/${board}/offers?per_page=100`, undefined, {
    host,
  });
  const ids = ((await list.json()) as { data: { id: number }[] }).data.map((o) => o.id);
  const page = await call(t, 'GET', `/api/jobboard/${board}/offers/${id}`, undefined, { host });
  const sitemap = await sitemapData({ db: t.handle.db, board, locale: 'fr' });
  return {
    search: ids.includes(id),
    page: page.status,
    sitemap: sitemap.offers.some((o) => o.id === id),
  };
}
const hidden = { search: false, page: 404, sitemap: false };
const shown = { search: true, page: 200, sitemap: true };

type Held = {
  offer_id: number;
  board: string;
  title: string;
  signals: { code: string; evidence: string; weight: number }[];
  score: number;
};
async function queue(cookie: string): Promise<Held[]> {
  const res = await onConsole('GET', '/api/operator/moderation', undefined, cookie);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return ((await res.json()) as { data: Held[] }).data;
}

const publication = async (id: number, board: string) =>
  (
    await t.handle.db
      .select()
      .from(offerPublications)
      .where(and(eq(offerPublications.offerId, id), eq(offerPublications.board, board)))
  )[0];

const approve = (id: number, board: string, cookie: string) =>
  onConsole('POST', `/api/operator/offers/${id}/approve`, { board }, cookie);

beforeAll(async () => {
  // Careers is a paid board; free here, so its holds are tested without a checkout (fulfilCheckout
  // writes through the same putOnBoards).
  t = await createTestApp({
    boards: boards.map((b) =>
      b.key === 'careers' ? { ...b, features: { ...b.features, freeSingleJobPosting: true } } : b,
    ),
  });
  await seedReferenceData(t.handle.db);
  cookies.newcomer = await signUp(t, 'ats', NEWCOMER, { host: HOSP });
  cookies.careersEmployer = await signUp(t, 'ats', CAREERS_EMPLOYER, { host: CAREERS });
  cookies.hospitality = await signedIn('hosp@holds.example', ['hospitality']);
  cookies.careers = await signedIn('careers-op@holds.example', ['careers']);
}, 180_000);
afterAll(() => t.close());

describe('moderation holds', () => {
  let first = 0;

  it('holds a new employer’s offer on hospitality: answered 200, under review, not public', async () => {
    first = await createCompleteOffer(t, cookies.newcomer, NEWCOMER, { title: 'Plongeur Neuf' });
    const data = await publish(first, 'hospitality');
    expect(data).toMatchObject({
      status: 'published',
      boards: ['hospitality'],
      under_review: ['hospitality'],
    });
    expect(await publicOn('hospitality', first)).toEqual(hidden);
    const mine = await call(t, 'GET', '/api/ats/offers', undefined, {
      cookie: cookies.newcomer,
      host: HOSP,
    });
    const rows = ((await mine.json()) as { data: { id: number; under_review: string[] }[] }).data;
    expect(rows.find((r) => r.id === first)?.under_review).toEqual(['hospitality']);
  });

  it('shows it to the hospitality operator only, with no signal for a clean text', async () => {
    const held = await queue(cookies.hospitality);
    expect(held).toEqual([
      expect.objectContaining({ offer_id: first, board: 'hospitality', signals: [], score: 0 }),
    ]);
    expect(await queue(cookies.careers)).toEqual([]);
    // Approving is scoped too: another board's operator gets a 404, and nothing changes.
    expect((await approve(first, 'hospitality', cookies.careers)).status).toBe(404);
    expect((await publication(first, 'hospitality'))?.heldAt).not.toBeNull();
  });

  it('rolls an approval back when its audit line cannot be written: one transaction', async () => {
    await t.handle.db.execute(sql`CREATE FUNCTION refuse_audit() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END; $$ LANGUAGE plpgsql`);
    await t.handle.db.execute(sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON operator_audit_log
      FOR EACH ROW EXECUTE FUNCTION refuse_audit()`);
    try {
      expect((await approve(first, 'hospitality', cookies.hospitality)).status).toBe(500);
    } finally {
      await t.handle.db.execute(sql`DROP TRIGGER refuse_audit ON operator_audit_log`);
      await t.handle.db.execute(sql`DROP FUNCTION refuse_audit()`);
    }
    expect((await publication(first, 'hospitality'))?.heldAt).not.toBeNull();
    expect(await publicOn('hospitality', first)).toEqual(hidden);
    const mails = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'offer-approved'));
    expect(mails).toHaveLength(0);
  });

  it('approves: public at once, no day lost to the wait, the team mailed, an audit line', async () => {
    // The employer reads French: the mail is in French.
    await t.handle.db.update(users).set({ language: 'fr' }).where(eq(users.email, NEWCOMER));
    // Held two days ago, from its publish.
    await t.handle.db.execute(sql`UPDATE offer_publications
      SET held_at = held_at - interval '2 days', published_at = published_at - interval '2 days'
      WHERE offer_id = ${first}`);
    const before = await publication(first, 'hospitality');
    const res = await approve(first, 'hospitality', cookies.hospitality);
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await publication(first, 'hospitality');
    expect(after?.heldAt).toBeNull();
    expect(typeof after?.approvedBy).toBe('number');
    const shift = after!.expiresAt!.getTime() - before!.expiresAt!.getTime();
    expect(shift).toBeGreaterThanOrEqual(2 * 86_400_000);
    expect(shift).toBeLessThan(2 * 86_400_000 + 120_000);
    // Held from its publish: it counts as published when approved.
    expect(Date.now() - after!.publishedAt.getTime()).toBeLessThan(120_000);

    expect(await publicOn('hospitality', first)).toEqual(shown);
    expect(await queue(cookies.hospitality)).toEqual([]);
    const mails = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'offer-approved'));
    expect(mails).toEqual([
      expect.objectContaining({
        recipient: NEWCOMER,
        board: 'hospitality',
        locale: 'fr',
        payload: { offerId: first, offerTitle: 'Plongeur Neuf' },
      }),
    ]);
    const lines = await t.handle.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'approve_offer'));
    expect(lines).toEqual([
      expect.objectContaining({
        operatorEmail: 'hosp@holds.example',
        board: 'hospitality',
        targetType: 'offer',
        targetId: String(first),
      }),
    ]);
    // No longer held: approving again is a 409.
    expect((await approve(first, 'hospitality', cookies.hospitality)).status).toBe(409);
  });

  it('publishes the same employer’s next clean offer at once: it is no longer new there', async () => {
    const id = await createCompleteOffer(t, cookies.newcomer, NEWCOMER, {
      title: 'Serveur Suivant',
    });
    expect((await publish(id, 'hospitality')).under_review).toEqual([]);
    expect(await publicOn('hospitality', id)).toEqual(shown);
  });

  it('does not hold a clean offer on careers (moderation off)', async () => {
    const id = await createCompleteOffer(t, cookies.careersEmployer, CAREERS_EMPLOYER, {
      title: 'Analyste Propre',
      host: CAREERS,
    });
    expect((await publish(id, 'careers')).under_review).toEqual([]);
    expect(await publicOn('careers', id)).toEqual(shown);
  });

  it('holds an offer on careers whose scam score reaches the threshold, with its evidence', async () => {
    const id = await createCompleteOffer(t, cookies.careersEmployer, CAREERS_EMPLOYER, {
      title: 'Achetez des cartes-cadeaux',
      host: CAREERS,
    });
    expect((await publish(id, 'careers')).under_review).toEqual(['careers']);
    expect(await publicOn('careers', id)).toEqual(hidden);
    const held = await queue(cookies.careers);
    expect(held).toEqual([
      expect.objectContaining({
        offer_id: id,
        board: 'careers',
        score: 50,
        signals: [{ code: 'gift_cards', weight: 50, evidence: 'cartes-cadeaux' }],
      }),
    ]);
    expect(await queue(cookies.hospitality)).toEqual([]);

    // Rejecting a held offer: it leaves the queue and the board, the team is told why.
    const res = await onConsole(
      'POST',
      `/api/operator/offers/${id}/reject`,
      { board: 'careers', reason: 'Cartes-cadeaux demandées.' },
      cookies.careers,
    );
    expect(res.status).toBe(200);
    expect(await queue(cookies.careers)).toEqual([]);
    expect(await publication(id, 'careers')).toBeUndefined();
    const mails = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.template, 'offer-rejected'), eq(mailOutbox.recipient, CAREERS_EMPLOYER)),
      );
    expect(mails).toHaveLength(1);
    // It was never public: the mail says it will not be, rather than that it was taken down.
    expect(mails[0]!.payload).toMatchObject({ neverPublic: true });
  });

  it('holds a published offer when an edit adds a scam phrase', async () => {
    const id = await createCompleteOffer(t, cookies.careersEmployer, CAREERS_EMPLOYER, {
      title: 'Commis Honnête',
      host: CAREERS,
    });
    await publish(id, 'careers');
    expect(await publicOn('careers', id)).toEqual(shown);
    const edit = await call(
      t,
      'PUT',
      `/api/ats/offers/${id}`,
      {
        step: 'details',
        company_id: (
          await queryRows<{ company_id: number }>(
            t.handle.db,
            sql`SELECT company_id FROM offers WHERE id = ${id}`,
          )
        )[0]!.company_id,
        is_confidential: false,
        primary_language: 'fr',
        title_fr: 'Commis Honnête',
        title_en: 'Honest Clerk',
        description_fr: '<p>Envoyez les frais de formation par Western Union.</p>',
        description_en: '<p>Cook the meals.</p>',
      },
      { cookie: cookies.careersEmployer, host: CAREERS },
    );
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect(((await edit.json()) as { data: OfferDto }).data.under_review).toEqual(['careers']);
    expect(await publicOn('careers', id)).toEqual(hidden);
    const [held] = await queue(cookies.careers);
    expect(held).toMatchObject({ offer_id: id });
    expect(held!.signals.map((s) => [s.code, s.evidence])).toEqual([
      ['payment_asked', 'frais de formation'],
    ]);

    const res = await approve(id, 'careers', cookies.careers);
    expect(res.status).toBe(200);
    expect(await publicOn('careers', id)).toEqual(shown);
  });

  it('refuses a board outside the operator’s scope and a bad body', async () => {
    expect((await approve(first, 'careers', cookies.hospitality)).status).toBe(404);
    const bad = await onConsole(
      'POST',
      `/api/operator/offers/${first}/approve`,
      {},
      cookies.hospitality,
    );
    expect(bad.status).toBe(422);
    expect((await onConsole('GET', '/api/operator/moderation')).status).toBe(401);
    const onBoard = await call(t, 'GET', '/api/operator/moderation', undefined, {
      host: HOSP,
      cookie: cookies.hospitality,
    });
    expect(onBoard.status).toBe(404);
  });
});
