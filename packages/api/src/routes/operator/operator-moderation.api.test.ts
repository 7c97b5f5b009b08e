import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { companies } from '@jobboard/db/schema/companies';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offerReports } from '@jobboard/db/schema/moderation';
import { operatorAuditLog } from '@jobboard/db/schema/operators';
import { call, signUp } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { teamOf } from '../../testing/publishing-fixtures';
import { CONSOLE_HOST, signedInOperator } from '../../testing/operators';
import { createTestApp, type TestApp } from '../../testing/test-app';

const CONSOLE = CONSOLE_HOST;
const OWNER = 'owner@moderation.example';

let t: TestApp;
const ids = { hospitality: 0, careers: 0, other: 0 };
const cookies = { all: '', careers: '', hospitality: '' };

const onConsole = (method: string, path: string, body?: unknown, cookie?: string) =>
  call(t, method, path, body, { host: CONSOLE, cookie });

const signedIn = (email: string, boards: 'all' | string[]) => signedInOperator(t, email, boards);

async function fileReport(offerId: number, board: string, reason: string, email?: string) {
  const [row] = await t.handle.db
    .insert(offerReports)
    .values({
      board,
      offerId,
      reason: reason as 'scam',
      details: `Détails ${reason}`,
      email: email ?? null,
      locale: 'fr',
      clientAddress: '198.51.100.7',
    })
    .returning({ id: offerReports.id });
  return row!.id;
}

const auditRows = () => t.handle.db.select().from(operatorAuditLog);

beforeAll(async () => {
  t = await createTestApp();
  await signUp(t, 'ats', OWNER);
  const companyId = await insertFixtureCompany(t.handle.db, {
    nameFr: 'Auberge Modérée',
    nameEn: 'Moderated Inn',
  });
  await t.handle.db
    .update(companies)
    .set({ teamId: await teamOf(t, OWNER) })
    .where(eq(companies.id, companyId));
  const offer = (title: string, boards: string[]) =>
    insertFixtureOffer(t.handle.db, { companyId, contents: [{ language: 'fr', title }], boards });
  ids.hospitality = await offer('Plongeur Douteux', ['hospitality']);
  ids.careers = await offer('Careers Suspect', ['careers']);
  ids.other = await offer('Serveur Signalé', ['hospitality']);
  cookies.all = await signedIn('all@moderation.example', 'all');
  cookies.careers = await signedIn('careers@moderation.example', ['careers']);
  cookies.hospitality = await signedIn('hosp@moderation.example', ['hospitality']);
});
afterAll(() => t.close());

describe('console moderation routes', () => {
  it('are a 401 without a console session and a 404 on a board host', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/operator/reports'],
      ['POST', '/api/operator/reports/1/dismiss', {}],
      [
        'POST',
        `/api/operator/offers/${ids.hospitality}/reject`,
        // An empty body too: the session is checked before the fields.
        {},
      ],
      ['GET', '/api/operator/audit'],
    ];
    for (const [method, path, body] of routes) {
      expect((await onConsole(method, path, body)).status, `${method} ${path}`).toBe(401);
      const onBoard = await call(t, method, path, body, {
        host: 'hospitality.localhost',
        cookie: cookies.all,
      });
      expect(onBoard.status, `${method} ${path} on a board`).toBe(404);
    }
  });
});

describe('GET /api/operator/reports', () => {
  it('groups open reports by offer, for the operator’s boards only', async () => {
    await fileReport(ids.hospitality, 'hospitality', 'scam', 'vi@example.com');
    await fileReport(ids.hospitality, 'hospitality', 'scam');
    await fileReport(ids.hospitality, 'hospitality', 'other');
    await fileReport(ids.careers, 'careers', 'discriminatory');

    const res = await onConsole('GET', '/api/operator/reports', undefined, cookies.hospitality);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data } = (await res.json()) as {
      data: {
        offer_id: number;
        title: string;
        board: string;
        company_name: string;
        count: number;
        reasons: { reason: string; count: number }[];
        reports: { email: string | null; details: string }[];
      }[];
    };
    expect(data.map((g) => g.board)).toEqual(['hospitality']);
    expect(data[0]).toMatchObject({
      offer_id: ids.hospitality,
      title: 'Plongeur Douteux',
      company_name: 'Moderated Inn',
      count: 3,
      reasons: [
        { reason: 'scam', count: 2 },
        { reason: 'other', count: 1 },
      ],
    });
    expect(data[0]!.reports.map((r) => r.email)).toContain('vi@example.com');

    const careers = (await (
      await onConsole('GET', '/api/operator/reports', undefined, cookies.careers)
    ).json()) as { data: { offer_id: number; board: string }[] };
    expect(careers.data.map((g) => [g.offer_id, g.board])).toEqual([[ids.careers, 'careers']]);
  });
});

describe('POST /api/operator/reports/{id}/dismiss', () => {
  it('dismisses a report with an audit line; another board’s report is a 404; twice is a 409', async () => {
    const id = await fileReport(ids.other, 'hospitality', 'wrong_information');
    const foreign = await onConsole(
      'POST',
      `/api/operator/reports/${id}/dismiss`,
      {},
      cookies.careers,
    );
    expect(foreign.status).toBe(404);

    const res = await onConsole(
      'POST',
      `/api/operator/reports/${id}/dismiss`,
      { reason: 'Rien à redire' },
      cookies.hospitality,
    );
    expect(res.status).toBe(200);
    const [report] = await t.handle.db.select().from(offerReports).where(eq(offerReports.id, id));
    expect(report?.status).toBe('dismissed');
    const lines = (await auditRows()).filter((r) => r.action === 'dismiss_report');
    expect(lines).toEqual([
      expect.objectContaining({
        operatorEmail: 'hosp@moderation.example',
        board: 'hospitality',
        targetType: 'report',
        targetId: String(id),
        reason: 'Rien à redire',
      }),
    ]);

    // A failed action writes no audit line.
    const again = await onConsole(
      'POST',
      `/api/operator/reports/${id}/dismiss`,
      {},
      cookies.hospitality,
    );
    expect(again.status).toBe(409);
    expect((await auditRows()).filter((r) => r.action === 'dismiss_report')).toHaveLength(1);
  });
});

describe('POST /api/operator/offers/{id}/reject', () => {
  it('needs a reason (422), and another board’s offer is a 404', async () => {
    const missing = await onConsole(
      'POST',
      `/api/operator/offers/${ids.hospitality}/reject`,
      { board: 'hospitality', reason: '  ' },
      cookies.hospitality,
    );
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors.reason).toEqual([
      'This field is required.',
    ]);
    const tooLong = await onConsole(
      'POST',
      `/api/operator/offers/${ids.hospitality}/reject`,
      { board: 'hospitality', reason: 'x'.repeat(1001) },
      cookies.hospitality,
    );
    expect(tooLong.status).toBe(422);
    const foreign = await onConsole(
      'POST',
      `/api/operator/offers/${ids.hospitality}/reject`,
      { board: 'hospitality', reason: 'Arnaque' },
      cookies.careers,
    );
    expect(foreign.status).toBe(404);
    // The careers operator's own board, but the offer is not there.
    const notThere = await onConsole(
      'POST',
      `/api/operator/offers/${ids.hospitality}/reject`,
      { board: 'careers', reason: 'Arnaque' },
      cookies.careers,
    );
    expect(notThere.status).toBe(404);
    expect((await auditRows()).filter((r) => r.action === 'reject_offer')).toHaveLength(0);
  });

  it('rolls the action back when its audit line cannot be written: one transaction', async () => {
    await t.handle.db.execute(sql`CREATE FUNCTION refuse_audit() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END; $$ LANGUAGE plpgsql`);
    await t.handle.db.execute(sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON operator_audit_log
      FOR EACH ROW EXECUTE FUNCTION refuse_audit()`);
    try {
      const res = await onConsole(
        'POST',
        `/api/operator/offers/${ids.hospitality}/reject`,
        { board: 'hospitality', reason: 'Arnaque' },
        cookies.hospitality,
      );
      expect(res.status).toBe(500);
    } finally {
      await t.handle.db.execute(sql`DROP TRIGGER refuse_audit ON operator_audit_log`);
      await t.handle.db.execute(sql`DROP FUNCTION refuse_audit()`);
    }
    const live = await call(t, 'GET', `/api/jobboard/hospitality/offers/${ids.hospitality}`);
    expect(live.status).toBe(200);
    const open = await t.handle.db
      .select()
      .from(offerReports)
      .where(and(eq(offerReports.offerId, ids.hospitality), eq(offerReports.status, 'open')));
    expect(open).toHaveLength(3);
    const mails = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'offer-rejected'));
    expect(mails).toHaveLength(0);
  });

  it('takes the offer off the board and out of the public API, actions its reports, mails the team, audits', async () => {
    const before = await call(t, 'GET', `/api/jobboard/hospitality/offers/${ids.hospitality}`);
    expect(before.status).toBe(200);
    const res = await onConsole(
      'POST',
      `/api/operator/offers/${ids.hospitality}/reject`,
      { board: 'hospitality', reason: 'Frais demandés aux candidats.' },
      cookies.hospitality,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { actioned_reports: number } }).data).toEqual({
      actioned_reports: 3,
    });

    expect(
      (await call(t, 'GET', `/api/jobboard/hospitality/offers/${ids.hospitality}`)).status,
    ).toBe(404);
    const list = (await (
      await call(t, 'GET', '/api/jobboard/hospitality/offers?per_page=100')
    ).json()) as { data: { id: number }[] };
    expect(list.data.map((o) => o.id)).not.toContain(ids.hospitality);
    expect(list.data.map((o) => o.id)).toContain(ids.other);

    const reports = await t.handle.db
      .select()
      .from(offerReports)
      .where(eq(offerReports.offerId, ids.hospitality));
    expect(reports.map((r) => r.status)).toEqual(['actioned', 'actioned', 'actioned']);

    const mails = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'offer-rejected'));
    expect(mails).toEqual([
      expect.objectContaining({
        recipient: OWNER,
        board: 'hospitality',
        payload: {
          offerId: ids.hospitality,
          offerTitle: 'Plongeur Douteux',
          reason: 'Frais demandés aux candidats.',
          neverPublic: false,
        },
      }),
    ]);

    const lines = (await auditRows()).filter((r) => r.action === 'reject_offer');
    expect(lines).toEqual([
      expect.objectContaining({
        operatorEmail: 'hosp@moderation.example',
        board: 'hospitality',
        targetType: 'offer',
        targetId: String(ids.hospitality),
        reason: 'Frais demandés aux candidats.',
      }),
    ]);
    // Gone from the queue.
    const queue = (await (
      await onConsole('GET', '/api/operator/reports', undefined, cookies.hospitality)
    ).json()) as { data: { offer_id: number }[] };
    expect(queue.data.map((g) => g.offer_id)).not.toContain(ids.hospitality);
  });
});

describe('GET /api/operator/audit', () => {
  it('shows an operator its boards’ lines and its own sign-ins; an operator of all boards sees every one', async () => {
    type Line = { operator_email: string; action: string; board: string | null };
    const read = async (cookie: string, query = '') => {
      const res = await onConsole('GET', `/api/operator/audit${query}`, undefined, cookie);
      expect(res.status).toBe(200);
      return (await res.json()) as { data: Line[]; meta: { total: number } };
    };
    const careers = await read(cookies.careers);
    expect(careers.data).toEqual([
      expect.objectContaining({
        operator_email: 'careers@moderation.example',
        action: 'sign_in',
        board: null,
      }),
    ]);
    const hospitality = await read(cookies.hospitality);
    expect(hospitality.data.map((l) => l.action)).toEqual([
      'reject_offer',
      'dismiss_report',
      'sign_in',
    ]);
    expect(hospitality.data.every((l) => l.operator_email === 'hosp@moderation.example')).toBe(
      true,
    );
    const all = await read(cookies.all);
    expect(all.meta.total).toBe(5);
    expect(all.data.filter((l) => l.action === 'sign_in')).toHaveLength(3);

    expect((await read(cookies.all, '?action=sign_in')).meta.total).toBe(3);
    expect((await read(cookies.all, '?board=hospitality')).meta.total).toBe(2);
    // A board outside the scope filters to nothing.
    expect((await read(cookies.careers, '?board=hospitality')).meta.total).toBe(0);
    expect((await read(cookies.all, '?from=2000-01-01&to=2000-12-31')).meta.total).toBe(0);
    const bad = await onConsole(
      'GET',
      '/api/operator/audit?from=yesterday',
      undefined,
      cookies.all,
    );
    expect(bad.status).toBe(422);
  });
});
