import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { teams, users } from '@jobboard/db/schema/accounts';
import { sessions } from '@jobboard/db/schema/auth';
import { companies } from '@jobboard/db/schema/companies';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offerReports } from '@jobboard/db/schema/moderation';
import { operatorAuditLog } from '@jobboard/db/schema/operators';
import { payments } from '@jobboard/db/schema/payments';
import { seedReferenceData } from '@jobboard/db/seed/reference-seed';
import { boards } from '@jobboard/tenants/registry';
import { call, signUp, strongPassword } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { createCompleteOffer, teamOf } from '../../testing/publishing-fixtures';
import { CONSOLE_HOST, signedInOperator } from '../../testing/operators';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { publishOffer } from '../../services/publishing/publish-offer';

const CONSOLE = CONSOLE_HOST;
const OWNER = 'owner@ebene.example';
const COLLEAGUE = 'colleague@ebene.example';
const CAREERS_OWNER = 'owner@careers-team.example';

let t: TestApp;
const ids = { team: 0, careersTeam: 0, company: 0, offer: 0, draft: 0, colleague: 0 };
const cookies = { all: '', careers: '', hospitality: '', owner: '', colleague: '' };

const onConsole = (method: string, path: string, body?: unknown, cookie?: string) =>
  call(t, method, path, body, { host: CONSOLE, cookie });

const signedIn = (email: string, boards: 'all' | string[]) => signedInOperator(t, email, boards);

type SearchAnswer = {
  data: { id: number; name: string; boards: string[]; verified: boolean; suspended: boolean }[];
  meta: { current_page: number; per_page: number; last_page: number; total: number };
};
async function search(cookie: string, q: string): Promise<SearchAnswer> {
  const res = await onConsole(
    'GET',
    `/api/operator/employers?q=${encodeURIComponent(q)}`,
    undefined,
    cookie,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as SearchAnswer;
}

const auditOf = async (action: string) =>
  (await t.handle.db.select().from(operatorAuditLog)).filter((r) => r.action === action);
const mailsOf = (template: string) =>
  t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.template, template));
const login = (email: string, lg: 'fr' | 'en' = 'en') =>
  call(t, 'POST', '/api/ats/auth/login', { email, password: strongPassword }, { lg });
const publicOffer = () => call(t, 'GET', `/api/jobboard/hospitality/offers/${ids.offer}`);

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.handle.db);
  cookies.owner = await signUp(t, 'ats', OWNER);
  ids.team = await teamOf(t, OWNER);
  await t.handle.db.update(teams).set({ name: 'Équipe Ébène' }).where(eq(teams.id, ids.team));
  // A second member of the team, with fewer permissions.
  cookies.colleague = await signUp(t, 'ats', COLLEAGUE);
  const colleagueTeam = await teamOf(t, COLLEAGUE);
  await t.handle.db.update(users).set({ teamId: ids.team }).where(eq(users.email, COLLEAGUE));
  await t.handle.db.delete(teams).where(eq(teams.id, colleagueTeam));

  ids.company = await insertFixtureCompany(t.handle.db, {
    nameFr: 'Boulangerie Crémeuse',
    nameEn: 'Creamy Bakery',
  });
  await t.handle.db
    .update(companies)
    .set({ teamId: ids.team })
    .where(eq(companies.id, ids.company));
  ids.offer = await insertFixtureOffer(t.handle.db, {
    companyId: ids.company,
    contents: [{ language: 'fr', title: 'Boulanger Matinal' }],
    boards: ['hospitality'],
  });
  // A complete draft, publishable by the rules: only the suspension can refuse it.
  ids.draft = await createCompleteOffer(t, cookies.owner, OWNER, { title: 'Pâtissier Patient' });

  await signUp(t, 'ats', CAREERS_OWNER, { host: 'careers.localhost' });
  ids.careersTeam = await teamOf(t, CAREERS_OWNER);

  cookies.all = await signedIn('all@employers.example', 'all');
  cookies.careers = await signedIn('careers@employers.example', ['careers']);
  cookies.hospitality = await signedIn('hosp@employers.example', ['hospitality']);
});
afterAll(() => t.close());

describe('console employers routes', () => {
  it('are a 401 without a console session and a 404 on a board host', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/operator/employers'],
      ['GET', `/api/operator/employers/${ids.team}`],
      ['POST', `/api/operator/employers/${ids.team}/verify`, {}],
      ['POST', `/api/operator/employers/${ids.team}/suspend`, {}],
      ['POST', `/api/operator/employers/${ids.team}/reinstate`],
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

describe('GET /api/operator/employers', () => {
  it('finds a team by its name, a member’s e-mail or a company, ignoring case and accents', async () => {
    for (const q of ['ebene', 'ÉQUIPE ÉB', 'colleague@ebene', 'crémeuse', 'CREAMY bak']) {
      const found = await search(cookies.hospitality, q);
      expect(
        found.data.map((r) => r.id),
        q,
      ).toEqual([ids.team]);
      expect(found.meta).toEqual({ current_page: 1, per_page: 25, last_page: 1, total: 1 });
    }
    expect((await search(cookies.hospitality, 'nothing like it')).data).toEqual([]);
    // LIKE's wildcards are text: "%" finds no team named without one.
    expect((await search(cookies.hospitality, '%')).data).toEqual([]);
    const [row] = (await search(cookies.hospitality, 'ebene')).data;
    expect(row).toMatchObject({
      name: 'Équipe Ébène',
      boards: ['hospitality'],
      member_count: 2,
      company_names: expect.arrayContaining(['Creamy Bakery']),
      verified: false,
      suspended: false,
    });
  });

  it('shows an operator the teams of its boards only', async () => {
    const careers = await search(cookies.careers, '');
    expect(careers.data.map((r) => r.id)).toEqual([ids.careersTeam]);
    expect((await search(cookies.careers, 'ebene')).data).toEqual([]);
    const hospitality = await search(cookies.hospitality, '');
    expect(hospitality.data.map((r) => r.id)).toEqual([ids.team]);
    const all = await search(cookies.all, '');
    expect(all.data.map((r) => r.id)).toEqual([ids.careersTeam, ids.team]);
    expect(all.meta.total).toBe(2);

    const foreign = await onConsole(
      'GET',
      `/api/operator/employers/${ids.team}`,
      undefined,
      cookies.careers,
    );
    expect(foreign.status).toBe(404);
    for (const action of ['verify', 'suspend', 'reinstate']) {
      const res = await onConsole(
        'POST',
        `/api/operator/employers/${ids.team}/${action}`,
        action === 'verify' ? { verified: true } : { reason: 'Arnaque avérée' },
        cookies.careers,
      );
      expect(res.status, action).toBe(404);
    }
    const bad = await onConsole('GET', '/api/operator/employers?page=0', undefined, cookies.all);
    expect(bad.status).toBe(422);
  });
});

describe('GET /api/operator/employers/{id}', () => {
  it('gives the team’s members, companies, offers, payments and open reports', async () => {
    await t.handle.db.insert(payments).values({
      sessionId: 'cs_test_employers_1',
      offerId: ids.offer,
      teamId: ids.team,
      board: 'hospitality',
      boards: ['hospitality'],
      amountTotal: 11498,
      currency: 'cad',
      status: 'paid',
      paidAt: new Date(),
    });
    // Paid for careers only: not the hospitality operator's business.
    await t.handle.db.insert(payments).values({
      sessionId: 'cs_test_employers_2',
      offerId: ids.offer,
      teamId: ids.team,
      board: 'careers',
      boards: ['careers'],
      amountTotal: 5000,
      currency: 'cad',
    });
    await t.handle.db.insert(offerReports).values({
      board: 'hospitality',
      offerId: ids.offer,
      reason: 'scam',
      locale: 'fr',
      clientAddress: '198.51.100.9',
    });
    const res = await onConsole(
      'GET',
      `/api/operator/employers/${ids.team}`,
      undefined,
      cookies.hospitality,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data } = (await res.json()) as {
      data: {
        name: string;
        members: { email: string; permissions: string[] }[];
        companies: { id: number; name: string }[];
        offers: { id: number; title: string; status: string; boards: string[] }[];
        payments: { amount_total: number; status: string; created_at: string }[];
        open_reports: number;
        suspended: boolean;
      };
    };
    expect(data.name).toBe('Équipe Ébène');
    expect(data.members.map((m) => m.email)).toEqual([OWNER, COLLEAGUE]);
    expect(data.members[0]!.permissions).toContain('manage_offers');
    expect(data.companies.map((c) => c.name)).toContain('Creamy Bakery');
    expect(data.offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: ids.offer,
          title: 'Boulanger Matinal',
          status: 'published',
          boards: ['hospitality'],
        }),
        expect.objectContaining({ id: ids.draft, status: 'draft', boards: [] }),
      ]),
    );
    expect(data.payments).toEqual([
      expect.objectContaining({ amount_total: 11498, status: 'paid' }),
    ]);
    expect(data.open_reports).toBe(1);
    expect(data.suspended).toBe(false);

    const all = (await (
      await onConsole('GET', `/api/operator/employers/${ids.team}`, undefined, cookies.all)
    ).json()) as { data: { payments: unknown[] } };
    expect(all.data.payments).toHaveLength(2);
  });

  it('is a 404 for an unknown team', async () => {
    const res = await onConsole('GET', '/api/operator/employers/999999', undefined, cookies.all);
    expect(res.status).toBe(404);
    const action = await onConsole(
      'POST',
      '/api/operator/employers/999999/suspend',
      { reason: 'Arnaque avérée' },
      cookies.all,
    );
    expect(action.status).toBe(404);
  });
});

describe('POST /api/operator/employers/{id}/verify', () => {
  it('puts the badge on the public company API, audited, and takes it off', async () => {
    const company = async () =>
      (
        (await (
          await call(t, 'GET', `/api/jobboard/hospitality/company/${ids.company}`)
        ).json()) as { data: { verified: boolean } }
      ).data.verified;
    expect(await company()).toBe(false);
    const bad = await onConsole(
      'POST',
      `/api/operator/employers/${ids.team}/verify`,
      {},
      cookies.hospitality,
    );
    expect(bad.status).toBe(422);

    const res = await onConsole(
      'POST',
      `/api/operator/employers/${ids.team}/verify`,
      { verified: true },
      cookies.hospitality,
    );
    expect(res.status).toBe(200);
    expect(await company()).toBe(true);
    // One line per board the team is of: its careers payment makes it a careers team too, and
    // the careers operators read in their log what was done to it.
    const lines = await auditOf('verify_employer');
    expect(lines.map((l) => l.board).sort()).toEqual(['careers', 'hospitality']);
    for (const line of lines) {
      expect(line).toMatchObject({
        operatorEmail: 'hosp@employers.example',
        targetType: 'team',
        targetId: String(ids.team),
      });
    }
    expect((await search(cookies.hospitality, 'ebene')).data[0]!.verified).toBe(true);

    const off = await onConsole(
      'POST',
      `/api/operator/employers/${ids.team}/verify`,
      { verified: false },
      cookies.hospitality,
    );
    expect(off.status).toBe(200);
    expect(await company()).toBe(false);
    expect(await auditOf('unverify_employer')).toHaveLength(2);
  });
});

describe('POST /api/operator/employers/{id}/suspend and /reinstate', () => {
  it('needs a reason of 3 to 1000 characters (422)', async () => {
    for (const body of [{}, { reason: '  ' }, { reason: 'ab' }, { reason: 'x'.repeat(1001) }]) {
      const res = await onConsole(
        'POST',
        `/api/operator/employers/${ids.team}/suspend`,
        body,
        cookies.hospitality,
      );
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(
        ((await res.json()) as { errors: Record<string, string[]> }).errors.reason,
      ).toHaveLength(1);
    }
    const short = await onConsole(
      'POST',
      `/api/operator/employers/${ids.team}/suspend`,
      { reason: 'ab' },
      cookies.hospitality,
    );
    expect(((await short.json()) as { errors: { reason: string[] } }).errors.reason).toEqual([
      'The reason must be at least 3 characters.',
    ]);
    expect(await auditOf('suspend_employer')).toHaveLength(0);
  });

  it('rolls the suspension back when its audit line cannot be written: one transaction', async () => {
    await t.handle.db.execute(sql`CREATE FUNCTION refuse_audit() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END; $$ LANGUAGE plpgsql`);
    await t.handle.db.execute(sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON operator_audit_log
      FOR EACH ROW EXECUTE FUNCTION refuse_audit()`);
    try {
      const res = await onConsole(
        'POST',
        `/api/operator/employers/${ids.team}/suspend`,
        { reason: 'Arnaque avérée' },
        cookies.hospitality,
      );
      expect(res.status).toBe(500);
    } finally {
      await t.handle.db.execute(sql`DROP TRIGGER refuse_audit ON operator_audit_log`);
      await t.handle.db.execute(sql`DROP FUNCTION refuse_audit()`);
    }
    const [team] = await t.handle.db.select().from(teams).where(eq(teams.id, ids.team));
    expect(team?.suspendedAt).toBeNull();
    expect((await publicOffer()).status).toBe(200);
    expect(
      (await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie: cookies.owner }))
        .status,
    ).toBe(200);
    expect(await mailsOf('employer-suspended')).toHaveLength(0);
  });

  it('unpublishes, ends the sessions, refuses sign-in and publishing, mails, audits; reinstate lifts it', async () => {
    const res = await onConsole(
      'POST',
      `/api/operator/employers/${ids.team}/suspend`,
      { reason: '  Frais demandés aux candidats.  ' },
      cookies.hospitality,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({
      id: ids.team,
      suspended: true,
      offers_unpublished: 1,
      sessions_ended: 2,
    });

    expect((await publicOffer()).status).toBe(404);
    const list = (await (
      await call(t, 'GET', '/api/jobboard/hospitality/offers?per_page=100')
    ).json()) as { data: { id: number }[] };
    expect(list.data.map((o) => o.id)).not.toContain(ids.offer);

    const member = await t.handle.db.select().from(users).where(eq(users.email, OWNER));
    expect(
      await t.handle.db.select().from(sessions).where(eq(sessions.userId, member[0]!.id)),
    ).toEqual([]);
    for (const cookie of [cookies.owner, cookies.colleague]) {
      const me = await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie });
      expect(me.status).toBe(401);
    }

    const refused = await login(OWNER);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'account_suspended',
      message: expect.stringContaining('employer account is suspended'),
    });
    const refusedFr = await login(COLLEAGUE, 'fr');
    expect(refusedFr.status).toBe(403);
    expect(((await refusedFr.json()) as { message: string }).message).toContain(
      'compte employeur de votre équipe est suspendu',
    );
    // A wrong password says nothing of the suspension.
    const wrong = await call(t, 'POST', '/api/ats/auth/login', {
      email: OWNER,
      password: 'not the password at all',
    });
    expect(wrong.status).toBe(400);

    const [owner] = member;
    const employer = {
      db: t.handle.db,
      board: 'hospitality',
      locale: 'en' as const,
      userId: owner!.id,
      teamId: ids.team,
      now: new Date(),
    };
    await expect(publishOffer(employer, boards, ids.draft, undefined)).rejects.toMatchObject({
      code: 'forbidden',
      options: { messageKey: 'account_suspended' },
    });

    const mails = await mailsOf('employer-suspended');
    expect(mails.map((m) => m.recipient).sort()).toEqual([COLLEAGUE, OWNER].sort());
    expect(mails[0]).toMatchObject({
      board: 'hospitality',
      payload: { teamName: 'Équipe Ébène', reason: 'Frais demandés aux candidats.' },
    });
    const lines = await auditOf('suspend_employer');
    expect(lines.map((l) => l.board).sort()).toEqual(['careers', 'hospitality']);
    for (const line of lines) {
      expect(line).toMatchObject({
        operatorEmail: 'hosp@employers.example',
        targetType: 'team',
        targetId: String(ids.team),
        reason: 'Frais demandés aux candidats.',
      });
    }
    // Off every board, the team stays in its operators' sight, to be reinstated.
    const found = await search(cookies.hospitality, 'ebene');
    expect(found.data).toEqual([expect.objectContaining({ id: ids.team, suspended: true })]);
    const again = await onConsole(
      'POST',
      `/api/operator/employers/${ids.team}/suspend`,
      { reason: 'Encore une fois' },
      cookies.hospitality,
    );
    expect(again.status).toBe(409);

    const reinstated = await onConsole(
      'POST',
      `/api/operator/employers/${ids.team}/reinstate`,
      undefined,
      cookies.hospitality,
    );
    expect(reinstated.status).toBe(200);
    expect((await login(OWNER)).status).toBe(200);
    // The offers taken down stay down until the team publishes them again.
    expect((await publicOffer()).status).toBe(404);
    await expect(
      publishOffer({ ...employer, now: new Date() }, boards, ids.draft, undefined),
    ).resolves.toMatchObject({ id: ids.draft });
    expect((await mailsOf('employer-reinstated')).map((m) => m.recipient).sort()).toEqual(
      [COLLEAGUE, OWNER].sort(),
    );
    expect((await auditOf('reinstate_employer')).map((l) => [l.board, l.targetId]).sort()).toEqual([
      ['careers', String(ids.team)],
      ['hospitality', String(ids.team)],
    ]);
    const twice = await onConsole(
      'POST',
      `/api/operator/employers/${ids.team}/reinstate`,
      undefined,
      cookies.hospitality,
    );
    expect(twice.status).toBe(409);
  });
});
