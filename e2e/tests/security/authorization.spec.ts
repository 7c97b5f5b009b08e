import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { matrix, roles, type Role } from './authorization-matrix';
import { logIn, raw, sessionCookieOf } from './raw-client';

/**
 * Runs the authorisation matrix (authorization-matrix.ts): every row, every role, one request
 * each, and compares with the table. Adding a route means adding a row there, not code here.
 */
const DEMO_PASSWORD = 'Demo passphrase 2026';
const FROM = '127.0.0.21';

type Sessions = Record<Role, string | undefined>;

async function signIn(): Promise<Sessions> {
  const employer = (email: string) => logIn('ats', email, DEMO_PASSWORD, 'hospitality', FROM);
  return {
    anon: undefined,
    cand: await logIn(
      'jobboard',
      'candidate@demo.jobboard.test',
      DEMO_PASSWORD,
      'hospitality',
      FROM,
    ),
    emp: await employer('employer@demo.jobboard.test'),
    '-co': await employer('no-companies@demo.jobboard.test'),
    '-off': await employer('no-offers@demo.jobboard.test'),
    '-cnd': await employer('no-candidates@demo.jobboard.test'),
    board: await logIn('jobboard', 'candidate@demo.jobboard.test', DEMO_PASSWORD, 'careers', FROM),
    team: await logIn('ats', otherTeam.email, otherTeam.password, 'hospitality', FROM),
  };
}

const otherTeam = {
  email: `other-team-${Date.now().toString(36)}@example.test`,
  password: 'Another team passphrase 2026',
};

async function fixtures(): Promise<Record<string, string>> {
  const offers = JSON.parse(
    (await raw({ path: '/api/jobboard/hospitality/offers', from: FROM })).body,
  ) as { data: { id: number; company: { id: number } }[] };
  const offer = offers.data[0];
  if (!offer) throw new Error('the demo data has no offer on hospitality');
  return { board: 'hospitality', offerId: String(offer.id), companyId: String(offer.company.id) };
}

/** An application of another candidate (apply-and-register): the demo candidate's 404. */
async function otherCandidateApplication(offerId: string): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([400, 300]).drawText('Autre candidate', { x: 40, y: 250, font, size: 16 });
  const form = new FormData();
  for (const [key, value] of Object.entries({
    first_name: 'Autre',
    last_name: 'Candidate',
    email: `other-candidate-${Date.now().toString(36)}@example.test`,
    password: otherTeam.password,
    consent: '1',
  }))
    form.set(key, value);
  form.set(
    'resume',
    new File([new Uint8Array(await doc.save())], 'cv.pdf', { type: 'application/pdf' }),
  );
  // Serialised by the platform's own multipart encoder, then sent byte for byte.
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const reply = await raw({
    method: 'POST',
    path: `/api/jobboard/hospitality/offers/${offerId}/apply-register`,
    from: '127.0.0.23',
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(reply.status, reply.body).toBe(201);
  return String((JSON.parse(reply.body) as { application: { id: number } }).application.id);
}

/** The first row of an employer list (the first demo offer's company may be another team's). */
async function firstId(path: string, cookie: string | undefined): Promise<string> {
  const reply = await raw({ path, from: FROM, headers: cookie ? { cookie } : {} });
  const first = (JSON.parse(reply.body) as { data: { id: number }[] }).data[0];
  if (!first) throw new Error(`${path} is empty: ${reply.status} ${reply.body}`);
  return String(first.id);
}

/** A draft offer of the caller's team, on one of its companies (the demo team has none). */
async function draftOffer(cookie: string | undefined, companyId: string): Promise<string> {
  const reply = await raw({
    method: 'POST',
    path: '/api/ats/offers',
    from: FROM,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({
      company_id: Number(companyId),
      title_fr: 'Poste de sécurité',
      description_fr: '<p>Un poste.</p>',
    }),
  });
  expect(reply.status, reply.body).toBe(201);
  return String((JSON.parse(reply.body) as { data: { id: number } }).data.id);
}

/** A published offer of the demo team on hospitality (applications reach its members). */
async function teamLiveOffer(cookie: string | undefined): Promise<string> {
  const reply = await raw({
    path: '/api/ats/offers?status=published',
    from: FROM,
    headers: cookie ? { cookie } : {},
  });
  const rows = (JSON.parse(reply.body) as { data: { id: number; boards: string[] }[] }).data;
  const offer = rows.find((row) => row.boards.includes('hospitality'));
  if (!offer) throw new Error(`the demo team has no offer on hospitality: ${reply.body}`);
  return String(offer.id);
}

/** A company of the other team: the id the demo employer must not reach. */
async function otherTeamCompany(cookie: string | undefined): Promise<string> {
  const reply = await raw({
    method: 'POST',
    path: '/api/ats/companies',
    from: FROM,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ name_fr: 'Autre équipe', name_en: 'Other team' }),
  });
  expect(reply.status, reply.body).toBe(201);
  return String((JSON.parse(reply.body) as { data: { id: number } }).data.id);
}

test('every route answers each role as the authorisation matrix says', async () => {
  test.setTimeout(180_000);
  // The other team: one employer signed up from the suite's own address.
  const signup = await raw({
    method: 'POST',
    path: '/api/ats/signup',
    from: '127.0.0.22',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Autre',
      last_name: 'Équipe',
      email: otherTeam.email,
      password: otherTeam.password,
      password_confirmation: otherTeam.password,
    }),
  });
  // 202 and no session: sign-up answers alike for known and new addresses (issue 20); the
  // account signs in below like the others.
  expect(signup.status, signup.body).toBe(202);
  expect(sessionCookieOf(signup)).toBeFalsy();

  let sessions = await signIn();
  const base = await fixtures();
  const values: Record<string, string> = {
    ...base,
    teamCompanyId: await firstId('/api/ats/companies', sessions.emp),
    teamMemberId: await firstId('/api/ats/team/members', sessions.emp),
    otherCompanyId: await otherTeamCompany(sessions.team),
    otherApplicationId: await otherCandidateApplication(base.offerId ?? ''),
  };
  values.teamOfferId = await draftOffer(sessions.emp, values.teamCompanyId ?? '');
  values.teamLiveOfferId = await teamLiveOffer(sessions.emp);
  values.teamApplicationId = await otherCandidateApplication(values.teamLiveOfferId);
  values.otherOfferId = await draftOffer(sessions.team, values.otherCompanyId ?? '');

  // Earlier specs may have opened the demo candidate's profile, which makes the users record;
  // make it here so the users/* rows answer the same alone and in the full run.
  await raw({
    method: 'POST',
    path: '/api/users/create?lg=en',
    from: FROM,
    headers: { cookie: sessions.cand ?? '', 'content-type': 'application/json' },
    body: '{}',
  });

  const mismatches: string[] = [];
  for (const row of matrix) {
    const path = row.path.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
    const actual: number[] = [];
    for (const role of roles) {
      const cookie = sessions[role];
      const reply = await raw({
        method: row.method,
        path: `${path}${path.includes('?') ? '&' : '?'}lg=en`,
        from: FROM,
        // raw() sends to `<board>.localhost`: `operator` is the console's default host.
        ...(row.console ? { board: 'operator' } : {}),
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(row.body !== undefined ? { 'content-type': 'application/json' } : {}),
          accept: 'application/json',
        },
        ...(row.body !== undefined ? { body: JSON.stringify(row.body) } : {}),
      });
      actual.push(reply.status);
    }
    if (actual.some((status, i) => status !== row.expect[i]))
      mismatches.push(
        `${row.method} ${row.path}\n    expected ${row.expect.join(' ')}\n    actual   ${actual.join(' ')}`,
      );
    if (row.endsSession) sessions = await signIn();
  }
  expect(mismatches, `columns: ${roles.join(' ')}\n${mismatches.join('\n')}`).toEqual([]);
});

test('every route of /api/openapi.json has a row in the matrix', async () => {
  const spec = JSON.parse((await raw({ path: '/api/openapi.json', from: FROM })).body) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const covered = new Set(
    matrix.map((row) => `${row.method} ${(row.openapi ?? row.path).split('?')[0]}`),
  );
  const missing = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .map((method) => `${method.toUpperCase()} ${path}`)
      .filter((route) => !covered.has(route)),
  );
  expect(missing, 'add a row per route to e2e/security/authorization-matrix.ts').toEqual([]);
});
