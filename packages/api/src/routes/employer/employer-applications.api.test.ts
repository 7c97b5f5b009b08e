import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { applications, offerDailyCounts } from '@jobboard/db/schema/candidates';
import { applicationEvents } from '@jobboard/db/schema/hiring';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { offers } from '@jobboard/db/schema/offers';
import { grantPermissions } from '../../services/auth/permissions';
import { hashPassword } from '../../services/auth/password-hash';
import { call, sessionCookie, signUp, strongPassword } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { makePdf, upload } from '../../testing/profile-files';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let boss: string; // manage_candidates (every permission)
let helper: string; // same team, manage_offers only
let other: string; // another team's employer
let alice: string;
let bob: string;
let live: number;
let second: number;
let otherTeamOffer: number;
let aliceApp: number;
let bobApp: number;
let bobSecondApp: number;

const base = (offerId: number) =>
  `/api/jobboard/hospitality/employer/offer/${offerId}/applications`;

interface ListBody {
  data: {
    id: number;
    status: string;
    candidate: { first_name: string; last_name: string } | null;
    resume: { name: string } | null;
    notes_count: number;
  }[];
  meta: {
    current_page: number;
    last_page: number;
    total: number;
    statuses: Record<string, number>;
  };
  funnel: {
    lifetime: { views: number; apply_clicks: number; applications: number };
    last_7_days: { views: number; apply_clicks: number; applications: number };
    boards: { board: string }[];
  };
}

const list = async (offerId: number, query = '', cookie = boss) => {
  const res = await call(t, 'GET', `${base(offerId)}${query}`, undefined, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListBody;
};

async function storedFiles(): Promise<string[]> {
  const out: string[] = [];
  for (const board of await readdir(t.uploadDir).catch(() => [] as string[])) {
    for (const f of await readdir(path.join(t.uploadDir, board))) out.push(`${board}/${f}`);
  }
  return out;
}

async function applyWith(cookie: string, offerId: number, name: string, lg: 'fr' | 'en') {
  const up = await upload(
    t,
    cookie,
    { bytes: await makePdf(name, 'Sommelier et barista'), name: `${name}.pdf` },
    { type: 'resume' },
  );
  const resumeId = ((await up.json()) as { data: { id: number } }).data.id;
  const res = await call(
    t,
    'POST',
    `/api/jobboard/hospitality/offers/${offerId}/apply`,
    { resume: resumeId, consent: true, message: `Bonjour de ${name}` },
    { cookie, lg },
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
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
  second = await make('Serveur');
  otherTeamOffer = await make('Plongeur');
  await db
    .update(offers)
    .set({ teamId })
    .where(sql`${offers.id} IN (${live}, ${second})`);
  const [otherRow] = await db.select().from(users).where(eq(users.email, 'other@example.com'));
  await db
    .update(offers)
    .set({ teamId: otherRow?.teamId ?? 0 })
    .where(eq(offers.id, otherTeamOffer));

  alice = await signUp(t, 'jobboard', 'alice@example.com');
  await db
    .update(users)
    .set({ firstName: 'Alice', lastName: 'Martin' })
    .where(eq(users.email, 'alice@example.com'));
  bob = await signUp(t, 'jobboard', 'bob@example.com');
  await db
    .update(users)
    .set({ firstName: 'Bob', lastName: 'Roy' })
    .where(eq(users.email, 'bob@example.com'));
  aliceApp = await applyWith(alice, live, 'Alice Martin', 'fr');
  bobApp = await applyWith(bob, live, 'Bob Roy', 'en');
  bobSecondApp = await applyWith(bob, second, 'Bob Roy second', 'en');
  // Three PDF extractions and a fresh database: slow on a loaded machine.
}, 240_000);
afterAll(() => t.close());

describe('authorisation on every endpoint', () => {
  it('gives visitors 401, candidates and members without manage_candidates 403, other teams 404', async () => {
    const paths: [string, string, unknown?][] = [
      ['GET', base(live)],
      ['GET', `${base(live)}/${aliceApp}`],
      ['GET', `${base(live)}/${aliceApp}/resume`],
      ['GET', `${base(live)}/${aliceApp}/cover-letter`],
      ['POST', `${base(live)}/status`, { ids: [aliceApp], status: 'reviewed' }],
      ['POST', `${base(live)}/${aliceApp}/notes`, { body: 'Hello' }],
    ];
    for (const [method, p, body] of paths) {
      const as = async (cookie?: string) => (await call(t, method, p, body, { cookie })).status;
      expect(await as(), `${method} ${p} visitor`).toBe(401);
      expect(await as(alice), `${method} ${p} candidate`).toBe(403);
      expect(await as(helper), `${method} ${p} without manage_candidates`).toBe(403);
      expect(await as(other), `${method} ${p} other team`).toBe(404);
    }
    // Nothing was changed by any of them.
    expect(await t.handle.db.select().from(applicationEvents)).toHaveLength(0);
    const [row] = await t.handle.db
      .select()
      .from(applications)
      .where(eq(applications.id, aliceApp));
    expect(row?.status).toBe('new');
  });

  it("refuses an application of another offer, another board's path, and bad input with 4xx", async () => {
    // bobSecondApp belongs to `second`: reached through `live` it does not exist.
    for (const p of [
      `${base(live)}/${bobSecondApp}`,
      `${base(live)}/${bobSecondApp}/resume`,
      `${base(live)}/999999`,
    ]) {
      expect((await call(t, 'GET', p, undefined, { cookie: boss })).status, p).toBe(404);
    }
    const mixed = await call(
      t,
      'POST',
      `${base(live)}/status`,
      { ids: [aliceApp, bobSecondApp], status: 'reviewed' },
      { cookie: boss },
    );
    expect(mixed.status).toBe(404);
    const careersPath = `/api/jobboard/careers/employer/offer/${live}/applications`;
    expect((await call(t, 'GET', careersPath, undefined, { cookie: boss })).status).toBe(404);
    expect(
      (await call(t, 'GET', `${base(live)}?sort=salary`, undefined, { cookie: boss })).status,
    ).toBe(422);
    expect((await call(t, 'GET', `${base(live)}?page=0`, undefined, { cookie: boss })).status).toBe(
      422,
    );
    const withdrawn = await call(
      t,
      'POST',
      `${base(live)}/status`,
      { ids: [aliceApp], status: 'withdrawn' },
      { cookie: boss },
    );
    expect(withdrawn.status).toBe(422);
    expect(
      (await call(t, 'POST', `${base(live)}/${aliceApp}/notes`, { body: '  ' }, { cookie: boss }))
        .status,
    ).toBe(422);
  });
});

describe('files', () => {
  it('downloads a PDF resume as an attachment for the team, with nosniff and no cache', async () => {
    const res = await call(t, 'GET', `${base(live)}/${aliceApp}/resume`, undefined, {
      cookie: boss,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Alice Martin.pdf"/,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    // No cover letter was sent.
    expect(
      (await call(t, 'GET', `${base(live)}/${aliceApp}/cover-letter`, undefined, { cookie: boss }))
        .status,
    ).toBe(404);
  });

  it('downloads a file that is not a PDF', async () => {
    await t.handle.db
      .update(applications)
      .set({ resumeMimeType: 'application/msword', resumeName: 'cv.doc' })
      .where(eq(applications.id, bobSecondApp));
    const res = await call(t, 'GET', `${base(second)}/${bobSecondApp}/resume`, undefined, {
      cookie: boss,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cv.doc"/);
  });
});

describe('listing', () => {
  beforeAll(async () => {
    // 23 more applications (no files) with known names, dates and statuses.
    const db = t.handle.db;
    const statuses = ['new', 'reviewed', 'interview', 'offer', 'hired', 'rejected'] as const;
    for (let i = 0; i < 23; i++) {
      const [u] = await db
        .insert(users)
        .values({
          guard: 'jobboard',
          board: 'hospitality',
          firstName: `Cand${String(i).padStart(2, '0')}`,
          lastName: `Zed${String(22 - i).padStart(2, '0')}`,
          email: `c${i}@example.com`,
        })
        .returning();
      await db.insert(applications).values({
        offerId: live,
        userId: u?.id ?? 0,
        board: i % 2 ? 'careers' : 'hospitality',
        language: 'fr',
        status: statuses[i % statuses.length],
        resumeText: i === 7 ? 'Expérience en pâtisserie fine et chocolaterie' : 'Cuisine',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
  });

  it('pages newest first by default (20 a page)', async () => {
    const page1 = await list(live);
    expect(page1.meta).toMatchObject({ current_page: 1, last_page: 2, total: 25 });
    expect(page1.data).toHaveLength(20);
    // The two real applications are today's: first.
    expect(page1.data.slice(0, 2).map((a) => a.id)).toEqual([bobApp, aliceApp]);
    const page2 = await list(live, '?page=2');
    expect(page2.data).toHaveLength(5);
    expect(page2.data.at(-1)?.candidate?.first_name).toBe('Cand00');
    const all = [...page1.data, ...page2.data].map((a) => a.id);
    expect(new Set(all).size).toBe(25);
    expect((await list(live, '?page=3')).data).toHaveLength(0);
  });

  it('sorts by oldest, name and status', async () => {
    expect((await list(live, '?sort=date_asc')).data[0]?.candidate?.first_name).toBe('Cand00');
    const byName = (await list(live, '?sort=name')).data.map((a) => a.candidate?.last_name);
    expect(byName.slice(0, 2)).toEqual(['Martin', 'Roy']);
    expect(byName[2]).toBe('Zed00');
    const byStatus = (await list(live, '?sort=status')).data.map((a) => a.status);
    const order = ['new', 'reviewed', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'];
    const ranks = byStatus.map((s) => order.indexOf(s));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('filters by status, searches the resume text, and counts each status', async () => {
    const hired = await list(live, '?status=hired');
    expect(hired.data.every((a) => a.status === 'hired')).toBe(true);
    expect(hired.meta.total).toBe(hired.meta.statuses.hired);
    expect(hired.meta.statuses.new).toBe(6);
    const found = await list(live, `?q=${encodeURIComponent('pâtisserie')}`);
    expect(found.data.map((a) => a.candidate?.first_name)).toEqual(['Cand07']);
    // The PDF text extracted when applying is searched too.
    expect((await list(live, '?q=Sommelier')).data.map((a) => a.id).sort()).toEqual(
      [aliceApp, bobApp].sort(),
    );
    expect((await list(live, '?q=%25')).meta.total).toBe(0);
  });

  it('searches words by prefix without accents or case, names and e-mails as typed', async () => {
    const ids = async (q: string, extra = '') =>
      (await list(live, `?q=${encodeURIComponent(q)}${extra}`)).data
        .map((a) => a.candidate?.first_name)
        .sort();
    // Accent- and case-folded word prefixes, all required, in any order.
    expect(await ids('PATISS')).toEqual(['Cand07']);
    expect(await ids('chocolaterie pâtisserie')).toEqual(['Cand07']);
    expect(await ids('pâtisserie plomberie')).toEqual([]);
    // The message is searched too (both sent "Bonjour de …").
    expect(await ids('bonjour')).toEqual(['Alice', 'Bob']);
    // Names (first and last together) and e-mails match anywhere, punctuation included.
    expect(await ids('ice Mart')).toEqual(['Alice']);
    expect(await ids('c12@example')).toEqual(['Cand12']);
    // A search combines with the status filter, and its total counts the matches only.
    const cuisine = await list(live, '?q=cuisine');
    expect(cuisine.meta.total).toBe(22);
    const hired = await list(live, '?q=cuisine&status=hired');
    expect(hired.data.every((a) => a.status === 'hired')).toBe(true);
    expect(hired.meta.total).toBe(hired.data.length);
    // tsquery syntax typed by the user is plain text, never an error.
    expect((await list(live, `?q=${encodeURIComponent('x & !y | (z:*')}`)).meta.total).toBe(0);
  });
});

describe('pipeline', () => {
  it('moves several at once with a note, keeps the history, and mails once in the candidate language', async () => {
    const res = await call(
      t,
      'POST',
      `${base(live)}/status`,
      { ids: [aliceApp, bobApp], status: 'interview', notify: true, note: 'Appeler mardi' },
      { cookie: boss },
    );
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { changed: number[]; mailed: number[] } };
    expect(data.changed.sort()).toEqual([aliceApp, bobApp].sort());
    expect(data.mailed.sort()).toEqual([aliceApp, bobApp].sort());
    const mails = async () =>
      (await t.handle.db.select().from(mailOutbox)).filter(
        (m) => m.template === 'application-status',
      );
    expect((await mails()).map((m) => [m.recipient, m.locale]).sort()).toEqual([
      ['alice@example.com', 'fr'],
      ['bob@example.com', 'en'],
    ]);

    // Back and forth, twice at once: never a second mail for the same status.
    await call(
      t,
      'POST',
      `${base(live)}/status`,
      { ids: [aliceApp], status: 'reviewed' },
      { cookie: boss },
    );
    await Promise.all([
      call(
        t,
        'POST',
        `${base(live)}/status`,
        { ids: [aliceApp], status: 'interview', notify: true },
        { cookie: boss },
      ),
      call(
        t,
        'POST',
        `${base(live)}/status`,
        { ids: [aliceApp], status: 'interview', notify: true },
        { cookie: boss },
      ),
    ]);
    expect(await mails()).toHaveLength(2);
    // Every status an employer sets is told when asked (issue 42), reviewed included.
    await call(
      t,
      'POST',
      `${base(live)}/status`,
      { ids: [bobApp], status: 'reviewed', notify: true },
      { cookie: boss },
    );
    expect(await mails()).toHaveLength(3);

    const note = await call(
      t,
      'POST',
      `${base(live)}/${aliceApp}/notes`,
      { body: 'Très bonne entrevue' },
      { cookie: boss },
    );
    expect(note.status).toBe(201);
    const detail = await call(t, 'GET', `${base(live)}/${aliceApp}`, undefined, { cookie: boss });
    const { data: app } = (await detail.json()) as {
      data: {
        notes: { author: string; body: string }[];
        history: {
          kind: string;
          actor: string;
          from_status: string | null;
          to_status: string | null;
          note: string | null;
        }[];
      };
    };
    expect(app.notes.map((n) => [n.author, n.body])).toEqual([
      ['Marie Tremblay', 'Appeler mardi'],
      ['Marie Tremblay', 'Très bonne entrevue'],
    ]);
    expect(app.history.map((h) => [h.kind, h.from_status, h.to_status, h.note])).toEqual([
      ['status', 'new', 'interview', 'Appeler mardi'],
      ['status', 'interview', 'reviewed', null],
      ['status', 'reviewed', 'interview', null],
      ['note', null, null, 'Très bonne entrevue'],
    ]);

    // The candidate sees the status in My applications.
    const mine = await call(t, 'GET', '/api/jobboard/hospitality/user/applications', undefined, {
      cookie: alice,
    });
    const { data: own } = (await mine.json()) as { data: { id: number; status: string }[] };
    expect(own.find((a) => a.id === aliceApp)?.status).toBe('interview');
  });

  it('leaves a withdrawn application as the candidate left it', async () => {
    const w = await call(
      t,
      'POST',
      `/api/jobboard/hospitality/user/applications/${bobSecondApp}/withdraw`,
      undefined,
      { cookie: bob },
    );
    expect(w.status).toBe(200);
    const res = await call(
      t,
      'POST',
      `${base(second)}/status`,
      { ids: [bobSecondApp], status: 'rejected', notify: true },
      { cookie: boss },
    );
    const { data } = (await res.json()) as { data: { changed: number[]; unchanged: number[] } };
    expect(data).toMatchObject({ changed: [], unchanged: [bobSecondApp] });
    const [row] = await t.handle.db
      .select()
      .from(applications)
      .where(eq(applications.id, bobSecondApp));
    expect(row?.status).toBe('withdrawn');
  });
});

describe('funnel', () => {
  it('counts views (batched), apply clicks and applications per board, lifetime and 7 days', async () => {
    const beacon = (board: string) =>
      t.request(`/api/jobboard/${board}/offers/${second}/view`, {
        method: 'POST',
        host: `${board}.localhost`,
      });
    for (let i = 0; i < 3; i++) expect((await beacon('hospitality')).status).toBe(204);
    expect((await beacon('careers')).status).toBe(204);
    // Nothing written on the request path.
    const before = await t.handle.db
      .select()
      .from(offerDailyCounts)
      .where(eq(offerDailyCounts.offerId, second));
    expect(before.reduce((n, r) => n + r.views, 0)).toBe(0);
    await t.runtime.offerViews.flush();
    // An old day counts for the lifetime only.
    await t.handle.db.insert(offerDailyCounts).values({
      offerId: second,
      board: 'hospitality',
      day: '2020-01-01',
      views: 10,
      applyClicks: 4,
      applications: 2,
    });
    const { funnel } = await list(second);
    expect(funnel.last_7_days).toEqual({ views: 3 + 1, apply_clicks: 0, applications: 1 });
    expect(funnel.lifetime).toEqual({ views: 14, apply_clicks: 4, applications: 3 });
    expect(funnel.boards.map((b) => b.board)).toEqual(['careers', 'hospitality']);
    expect(
      (await t.request(`/api/jobboard/careers/offers/${second}/view`, { method: 'POST' })).status,
    ).toBe(404);
  });
});

describe('deleted candidate', () => {
  it('keeps the row as "deleted candidate" with no files', async () => {
    const filesBefore = await storedFiles();
    const [row] = await t.handle.db.select().from(applications).where(eq(applications.id, bobApp));
    expect(filesBefore).toContain(row?.resumeStorageKey);
    const del = await call(
      t,
      'DELETE',
      '/api/jobboard/hospitality/user/account',
      { password: strongPassword },
      { cookie: bob },
    );
    expect(del.status).toBe(200);
    const { data } = await list(live);
    const gone = data.find((a) => a.id === bobApp);
    expect(gone).toMatchObject({ candidate: null, resume: null });
    expect(
      (await call(t, 'GET', `${base(live)}/${bobApp}/resume`, undefined, { cookie: boss })).status,
    ).toBe(404);
    expect(await storedFiles()).not.toContain(row?.resumeStorageKey);
    const [after] = await t.handle.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, bobApp)));
    expect(after?.resumeText).toBeNull();
  });
});
