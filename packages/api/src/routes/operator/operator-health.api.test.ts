import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { applications } from '@jobboard/db/schema/candidates';
import { companies } from '@jobboard/db/schema/companies';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offerReports } from '@jobboard/db/schema/moderation';
import { payments } from '@jobboard/db/schema/payments';
import { call, signUp } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { teamOf } from '../../testing/publishing-fixtures';
import { CONSOLE_HOST, signedInOperator } from '../../testing/operators';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { healthPeriod, type BoardHealth } from '../../services/operator/health/board-health';
import { refreshOfferSearch } from '@jobboard/db/seed/bulk-offers';

const CONSOLE = CONSOLE_HOST;
const OWNER = 'owner@health.example';

let t: TestApp;
const cookies = { all: '', hospitality: '' };

const onConsole = (path: string, cookie?: string) =>
  call(t, 'GET', path, undefined, { host: CONSOLE, cookie });

const signedIn = (email: string, boards: 'all' | string[]) => signedInOperator(t, email, boards);

/** Days of the period ending today in Toronto, as YYYY-MM-DD: 0 is today, 2 two days ago. */
const today = healthPeriod(new Date(), 1).to;
const daysAgo = (n: number) => healthPeriod(new Date(), n + 1).from;
/**
 * A moment on that Toronto day: noon, or 22:30 EST (23:30 under daylight time), which is the
 * next day in UTC, so a UTC grouping would put it on the wrong day.
 */
const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00-05:00`);

async function health(query: string, cookie: string): Promise<BoardHealth> {
  const res = await onConsole(`/api/operator/health?${query}`, cookie);
  expect(res.status, query).toBe(200);
  return ((await res.json()) as { data: BoardHealth }).data;
}
const point = (h: BoardHealth, day: string) => h.series.find((d) => d.day === day)!;

beforeAll(async () => {
  t = await createTestApp();
  await signUp(t, 'ats', OWNER);
  const teamId = await teamOf(t, OWNER);
  const companyId = await insertFixtureCompany(t.handle.db, {
    nameFr: 'Auberge Santé',
    nameEn: 'Health Inn',
  });
  await t.handle.db.update(companies).set({ teamId }).where(eq(companies.id, companyId));
  const db = t.handle.db;
  const offer = async (title: string, board: string, publishedAt: Date) => {
    const id = await insertFixtureOffer(db, {
      companyId,
      contents: [{ language: 'fr', title }],
      boards: [board],
    });
    await db.execute(
      sql`UPDATE offer_publications SET published_at = ${publishedAt.toISOString()}::timestamptz
          WHERE offer_id = ${id}`,
    );
    return id;
  };
  const a = await offer('Plongeur A', 'hospitality', at(daysAgo(2)));
  await offer('Plongeur B', 'hospitality', at(daysAgo(2), '22:30'));
  const c = await offer('Analyste C', 'careers', at(daysAgo(5)));
  await offer('Cuisinier D', 'hospitality', at(daysAgo(20)));
  // An offer taken off search (its status changed) is no longer live.
  const gone = await offer('Serveur E', 'hospitality', at(daysAgo(40)));
  await db.execute(sql`UPDATE offers SET status = 'draft' WHERE id = ${gone}`);
  await refreshOfferSearch(db, [gone]);

  await db.insert(applications).values([
    { offerId: a, userId: null, board: 'hospitality', language: 'fr', createdAt: at(daysAgo(2)) },
    {
      offerId: a,
      userId: null,
      board: 'hospitality',
      language: 'en',
      createdAt: at(daysAgo(2), '22:30'),
    },
    { offerId: c, userId: null, board: 'careers', language: 'fr', createdAt: at(today, '00:30') },
  ]);
  const report = (board: string, offerId: number, createdAt: Date) => ({
    board,
    offerId,
    reason: 'scam' as const,
    locale: 'fr' as const,
    clientAddress: '198.51.100.7',
    createdAt,
  });
  await db
    .insert(offerReports)
    .values([
      report('hospitality', a, at(daysAgo(5))),
      report('careers', c, at(daysAgo(5))),
      report('careers', c, at(daysAgo(5))),
    ]);
  const mail = (
    board: string,
    template: string,
    status: 'pending' | 'sent' | 'failed',
    attempts: number,
    createdAt: Date,
  ) => ({
    board,
    recipient: 'someone@example.com',
    locale: 'fr' as const,
    template,
    payload: {},
    status,
    attempts,
    createdAt,
    sentAt: status === 'sent' ? createdAt : null,
  });
  await db
    .insert(mailOutbox)
    .values([
      mail('hospitality', 'job-alert-digest', 'sent', 1, at(daysAgo(2))),
      mail('hospitality', 'job-alert-digest', 'sent', 2, at(daysAgo(2), '22:30')),
      mail('hospitality', 'job-alert-digest', 'failed', 5, at(daysAgo(3))),
      mail('careers', 'job-alert-digest', 'sent', 1, at(daysAgo(3))),
      mail('careers', 'offer-rejected', 'failed', 5, at(daysAgo(3))),
      mail('hospitality', 'offer-rejected', 'pending', 1, at(daysAgo(1))),
    ]);
  const payment = (
    board: string,
    offerId: number,
    status: 'open' | 'paid',
    amountTotal: number,
    paidAt: Date | null,
    n: number,
  ) => ({
    sessionId: `cs_health_${n}`,
    offerId,
    teamId,
    board,
    boards: [board],
    amountTotal,
    currency: 'cad',
    status,
    paidAt,
  });
  await db
    .insert(payments)
    .values([
      payment('hospitality', a, 'paid', 11497, at(today, '00:30'), 1),
      payment('hospitality', a, 'paid', 5749, at(daysAgo(1)), 2),
      payment('hospitality', a, 'open', 9999, null, 3),
      payment('careers', c, 'paid', 22994, at(daysAgo(20)), 4),
    ]);

  cookies.all = await signedIn('all@health.example', 'all');
  cookies.hospitality = await signedIn('hosp@health.example', ['hospitality']);
});
afterAll(() => t.close());

describe('GET /api/operator/health', () => {
  it('is a 401 without a console session and a 404 on a board host', async () => {
    expect((await onConsole('/api/operator/health')).status).toBe(401);
    const onBoard = await call(t, 'GET', '/api/operator/health', undefined, {
      host: 'hospitality.localhost',
      cookie: cookies.all,
    });
    expect(onBoard.status).toBe(404);
  });

  it('counts one board’s figures per Toronto day, every day a point, empty days zeros', async () => {
    const h = await health('board=hospitality&days=7', cookies.all);
    expect(h).toMatchObject({
      board: 'hospitality',
      boards: ['hospitality'],
      days: 7,
      time_zone: 'America/Toronto',
      from: daysAgo(6),
      to: today,
    });
    expect(h.series.map((d) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(daysAgo));
    // A, B and D are live on hospitality; E is not (a draft), C is on careers.
    expect(h.live_offers).toBe(3);
    expect(h.held_offers).toBe(0);
    expect(point(h, daysAgo(2))).toEqual({
      day: daysAgo(2),
      new_offers: 2,
      applications: 2,
      reports: 0,
      alert_digests: 2,
      mail_failed: 0,
      mail_retried: 1,
      payments: 0,
      payments_amount_cents: 0,
    });
    expect(point(h, daysAgo(3))).toMatchObject({ alert_digests: 0, mail_failed: 1 });
    expect(point(h, daysAgo(3)).mail_retried).toBe(1);
    expect(point(h, daysAgo(5))).toMatchObject({ reports: 1, new_offers: 0 });
    expect(point(h, daysAgo(1))).toMatchObject({ payments: 1, payments_amount_cents: 5749 });
    expect(point(h, today)).toMatchObject({ payments: 1, payments_amount_cents: 11497 });
    for (const empty of [daysAgo(6), daysAgo(4)]) {
      expect(point(h, empty)).toEqual({
        day: empty,
        new_offers: 0,
        applications: 0,
        reports: 0,
        alert_digests: 0,
        mail_failed: 0,
        mail_retried: 0,
        payments: 0,
        payments_amount_cents: 0,
      });
    }
    expect(h.totals).toEqual({
      new_offers: 2,
      applications: 2,
      reports: 1,
      alert_digests: 2,
      mail_failed: 1,
      mail_retried: 2,
      payments: 2,
      payments_amount_cents: 17246,
    });
  });

  it('adds up the operator’s boards for `all`, and a longer period reaches further back', async () => {
    const week = await health('board=all&days=7', cookies.all);
    expect(week.boards).toEqual(expect.arrayContaining(['hospitality', 'careers']));
    expect(week.live_offers).toBe(4);
    expect(week.totals).toMatchObject({
      new_offers: 3,
      applications: 3,
      reports: 3,
      alert_digests: 3,
      mail_failed: 2,
      payments: 2,
    });
    const month = await health('board=all&days=30', cookies.all);
    expect(month.series).toHaveLength(30);
    expect(month.from).toBe(daysAgo(29));
    expect(month.totals).toMatchObject({
      new_offers: 4,
      payments: 3,
      payments_amount_cents: 40240,
    });
    expect(point(month, daysAgo(20))).toMatchObject({ new_offers: 1, payments: 1 });
    const quarter = await health('days=90', cookies.all);
    expect(quarter.board).toBe('all');
    expect(quarter.series).toHaveLength(90);
    expect(quarter.totals.new_offers).toBe(5);
  });

  it('shows an operator only their boards: another board is a 404', async () => {
    const mine = await health('board=all&days=7', cookies.hospitality);
    expect(mine.boards).toEqual(['hospitality']);
    expect(mine.live_offers).toBe(3);
    expect(mine.totals).toMatchObject({ applications: 2, reports: 1, alert_digests: 2 });
    for (const board of ['careers', 'nowhere']) {
      const res = await onConsole(`/api/operator/health?board=${board}`, cookies.hospitality);
      expect(res.status, board).toBe(404);
    }
  });

  it('answers a translated 422 for a period that is not 7, 30 or 90 days', async () => {
    for (const days of ['5', 'abc', '0']) {
      const res = await onConsole(`/api/operator/health?days=${days}`, cookies.all);
      expect(res.status, days).toBe(422);
      const body = (await res.json()) as { errors: Record<string, string[]> };
      // The catalogue's wording, in the request's language, never the key or a validator's text.
      expect([
        'Choisissez une des valeurs proposées.',
        'Choose one of the values offered.',
      ]).toContain(body.errors.days?.[0]);
    }
  });

  it('counts the publications held for moderation now, on the boards asked for only', async () => {
    await t.handle.db.execute(
      sql`UPDATE offer_publications SET held_at = now() WHERE board = 'hospitality'`,
    );
    try {
      const hospitality = await health('board=hospitality&days=7', cookies.all);
      const careers = await health('board=careers&days=7', cookies.all);
      expect(hospitality.held_offers).toBeGreaterThan(0);
      expect(careers.held_offers).toBe(0);
    } finally {
      await t.handle.db.execute(
        sql`UPDATE offer_publications SET held_at = NULL WHERE board = 'hospitality'`,
      );
    }
  });
});
