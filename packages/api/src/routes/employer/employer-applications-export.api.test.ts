import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { applications } from '@jobboard/db/schema/candidates';
import { offers } from '@jobboard/db/schema/offers';
import { grantPermissions } from '../../services/auth/permissions';
import { hashPassword } from '../../services/auth/password-hash';
import { call, sessionCookie, signUp, strongPassword } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { makePdf, upload } from '../../testing/profile-files';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let boss: string; // every permission
let helper: string; // same team, manage_offers only
let other: string; // another team's employer
let alice: string;
let live: number;
let empty: number;
let aliceApp: number;

const csvPath = (offerId: number, board = 'hospitality') =>
  `/api/jobboard/${board}/employer/offer/${offerId}/applications.csv`;

/** The body as the bytes say, BOM included (Response.text() would drop it). */
async function rawText(res: Response): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
}

/** A minimal RFC 4180 reader, to check what a spreadsheet would see cell by cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      endCell();
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else {
      cell += ch;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

async function candidate(email: string, first: string, last: string, phone: string | null) {
  const cookie = await signUp(t, 'jobboard', email);
  await t.handle.db
    .update(users)
    .set({ firstName: first, lastName: last, phoneNumber: phone })
    .where(eq(users.email, email));
  const [row] = await t.handle.db.select().from(users).where(eq(users.email, email));
  return { cookie, id: row?.id ?? 0 };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  boss = await signUp(t, 'ats', 'boss@example.com');
  const [bossRow] = await db.select().from(users).where(eq(users.email, 'boss@example.com'));
  const teamId = bossRow?.teamId ?? 0;
  const [helperRow] = await db
    .insert(users)
    .values({
      guard: 'ats',
      teamId,
      firstName: 'Hélène',
      lastName: 'Aide',
      email: 'helper@example.com',
      passwordHash: await hashPassword(strongPassword),
    })
    .returning();
  await grantPermissions(db, helperRow?.id ?? 0, ['manage_offers']);
  const login = await call(t, 'POST', '/api/ats/auth/login', {
    email: 'helper@example.com',
    password: strongPassword,
  });
  helper = sessionCookie(login) ?? '';
  other = await signUp(t, 'ats', 'other@example.com');

  const company = await insertFixtureCompany(db, { nameFr: 'Auberge du Lac', nameEn: 'Lake Inn' });
  const make = (title: string) =>
    insertFixtureOffer(db, {
      companyId: company,
      contents: [
        { language: 'fr', title: `${title} (fr)` },
        { language: 'en', title: `${title} (en)` },
      ],
      boards: ['hospitality', 'careers'],
    });
  live = await make('Cuisinier');
  empty = await make('Serveur');
  await db
    .update(offers)
    .set({ teamId, slug: 'cuisinier-de-nuit' })
    .where(sql`${offers.id} IN (${live}, ${empty})`);

  // One application made through the API, resume and all.
  const a = await candidate('alice@example.com', 'Alice', 'Martin', '514 555-0101');
  alice = a.cookie;
  const up = await upload(
    t,
    alice,
    { bytes: await makePdf('Alice Martin', 'Sommelière'), name: 'CV Alice, "final".pdf' },
    { type: 'resume' },
  );
  const resumeId = ((await up.json()) as { data: { id: number } }).data.id;
  const applied = await call(
    t,
    'POST',
    `/api/jobboard/hospitality/offers/${live}/apply`,
    { resume: resumeId, consent: true },
    { cookie: alice, lg: 'fr' },
  );
  expect(applied.status, await applied.clone().text()).toBe(201);
  aliceApp = ((await applied.json()) as { data: { id: number } }).data.id;

  // Hostile values a candidate controls, stored as a profile would keep them.
  const hostile = [
    ['eve@example.com', '=HYPERLINK("http://evil")', 'Dupont, "Eve"', '+1 514 555 0199'],
    ['mal@example.com', '@SUM(A1)', 'Line\nbreak', '-2+3'],
  ] as const;
  for (const [email, first, last, phone] of hostile) {
    const c = await candidate(email, first, last, phone);
    await db.insert(applications).values({
      offerId: live,
      userId: c.id,
      board: 'careers',
      status: 'interview',
      createdAt: new Date('2026-07-01T12:00:00Z'),
    });
  }
}, 240_000);
afterAll(() => t.close());

describe('GET .../applications.csv guard', () => {
  it('gives visitors 401, candidates and members without manage_candidates 403, other teams and boards 404', async () => {
    const as = async (cookie?: string, path = csvPath(live)) =>
      (await call(t, 'GET', path, undefined, { cookie })).status;
    expect(await as()).toBe(401);
    expect(await as(alice)).toBe(403);
    expect(await as(helper)).toBe(403);
    expect(await as(other)).toBe(404);
    expect(await as(boss, csvPath(999_999_999))).toBe(404);
    expect(await as(boss, csvPath(live, 'careers'))).toBe(404);
    expect(await as(boss, '/api/jobboard/hospitality/employer/offer/abc/applications.csv')).toBe(
      422,
    );
    expect(await as(boss)).toBe(200);
  });

  it('answers the list and the sheet alike for the same people', async () => {
    for (const cookie of [undefined, alice, helper, other, boss]) {
      const list = await call(t, 'GET', csvPath(live).replace('.csv', ''), undefined, { cookie });
      const csv = await call(t, 'GET', csvPath(live), undefined, { cookie });
      expect(csv.status).toBe(list.status);
    }
  });
});

describe('GET .../applications.csv content', () => {
  it('is a UTF-8 CSV download with a BOM, named for the offer and the day', async () => {
    const res = await call(t, 'GET', csvPath(live), undefined, { cookie: boss });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(
      /^attachment; filename="cuisinier-de-nuit-applications-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('has the header in the request language and one row per application', async () => {
    const en = parseCsv(
      (await rawText(await call(t, 'GET', csvPath(live), undefined, { cookie: boss }))).slice(1),
    );
    expect(en[0]).toEqual([
      'Date applied',
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Status',
      'Resume file',
      'Resume link (sign-in required)',
      'Criteria',
      'Screening answers',
    ]);
    expect(en).toHaveLength(4);
    const fr = parseCsv(
      (
        await rawText(await call(t, 'GET', csvPath(live), undefined, { cookie: boss, lg: 'fr' }))
      ).slice(1),
    );
    expect(fr[0]?.[0]).toBe('Date de candidature');
    expect(fr[0]?.[5]).toBe('Statut');
    expect(fr.slice(1).map((r) => r[5])).toContain('Entrevue');
    expect(en.slice(1).map((r) => r[5])).toContain('Interview');
  });

  it('disarms formulas and keeps quotes, commas and line breaks inside their cell', async () => {
    const text = await rawText(await call(t, 'GET', csvPath(live), undefined, { cookie: boss }));
    // Raw: a quoted field doubles its quotes; the formula gets its apostrophe inside the quotes.
    expect(text).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(text).toContain('"Dupont, ""Eve"""');
    expect(text).toContain('"Line\nbreak"');
    const rows = parseCsv(text.slice(1)).slice(1);
    const eve = rows.find((r) => r[3] === 'eve@example.com');
    expect(eve).toEqual([
      '2026-07-01T08:00:00-04:00',
      '\'=HYPERLINK("http://evil")',
      'Dupont, "Eve"',
      'eve@example.com',
      "'+1 514 555 0199",
      'Interview',
      '',
      '',
      '',
      '',
    ]);
    const mal = rows.find((r) => r[3] === 'mal@example.com');
    expect(mal?.[1]).toBe("'@SUM(A1)");
    expect(mal?.[2]).toBe('Line\nbreak');
    expect(mal?.[4]).toBe("'-2+3");
    // No cell of the sheet starts as a formula.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("links each resume to the employer's signed-in download, never the file itself", async () => {
    const text = await rawText(await call(t, 'GET', csvPath(live), undefined, { cookie: boss }));
    const rows = parseCsv(text.slice(1)).slice(1);
    const row = rows.find((r) => r[3] === 'alice@example.com');
    expect(row?.slice(1, 6)).toEqual([
      'Alice',
      'Martin',
      'alice@example.com',
      '514 555-0101',
      'New',
    ]);
    expect(row?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/);
    expect(row?.[6]).toBe('CV Alice, "final".pdf');
    const link = new URL(row?.[7] ?? '');
    expect(link.pathname).toBe(
      `/api/jobboard/hospitality/employer/offer/${live}/applications/${aliceApp}/resume`,
    );
    expect(text).not.toContain('%PDF');
    // The link asks for the same sign-in and permission.
    expect((await call(t, 'GET', link.pathname)).status).toBe(401);
    expect((await call(t, 'GET', link.pathname, undefined, { cookie: helper })).status).toBe(403);
    expect((await call(t, 'GET', link.pathname, undefined, { cookie: boss })).status).toBe(200);
  });

  it('is the header alone for an offer without applications', async () => {
    const text = await rawText(await call(t, 'GET', csvPath(empty), undefined, { cookie: boss }));
    expect(parseCsv(text.slice(1))).toHaveLength(1);
  });
});
