import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { users } from '@jobboard/db/schema/accounts';
import { applications, documents, offerDailyCounts } from '@jobboard/db/schema/candidates';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { queryRows } from '@jobboard/db/query';
import { offers } from '@jobboard/db/schema/offers';
import { grantPermissions } from '../../services/auth/permissions';
import { hashPassword } from '../../services/auth/password-hash';
import { call, sessionCookie, signUp, strongPassword } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { makePdf, upload } from '../../testing/profile-files';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let alice: string;
let bob: string;
let aliceResume: number;
let bobResume: number;
let live: number;
let careersOnly: number;
let draft: number;
let expired: number;
let teamId: number;
let bossCookie: string;

async function storedFiles(): Promise<string[]> {
  const out: string[] = [];
  for (const board of await readdir(t.uploadDir).catch(() => [] as string[])) {
    for (const f of await readdir(path.join(t.uploadDir, board))) out.push(`${board}/${f}`);
  }
  return out.sort();
}

async function resumeOf(cookie: string, name: string): Promise<number> {
  const res = await upload(
    t,
    cookie,
    { bytes: await makePdf(name), name: `${name}.pdf` },
    {
      type: 'resume',
    },
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const apply = (offerId: number, body: unknown, o: { cookie?: string; lg?: 'fr' | 'en' } = {}) =>
  call(t, 'POST', `/api/jobboard/hospitality/offers/${offerId}/apply`, body, o);

interface RegisterFields {
  first_name?: string;
  last_name?: string;
  email?: string;
  password?: string;
  consent?: string | null;
  message?: string;
  phone_number?: string;
}

async function applyRegister(
  offerId: number,
  fields: RegisterFields,
  file: { bytes: Uint8Array; name: string } | null,
  o: { ip?: string; headers?: Record<string, string>; lg?: 'fr' | 'en' } = {},
): Promise<Response> {
  const form = new FormData();
  form.set('client', 'web');
  form.set('lg', o.lg ?? 'en');
  form.set('first_name', fields.first_name ?? 'Zoé');
  form.set('last_name', fields.last_name ?? 'Gagnon');
  form.set('email', fields.email ?? 'zoe@example.com');
  form.set('password', fields.password ?? strongPassword);
  if (fields.consent !== null) form.set('consent', fields.consent ?? 'true');
  if (fields.message) form.set('message', fields.message);
  if (fields.phone_number !== undefined) form.set('phone_number', fields.phone_number);
  if (file) {
    form.set(
      'resume',
      new File([new Uint8Array(file.bytes)], file.name, { type: 'application/pdf' }),
    );
  }
  return t.request(
    `/api/jobboard/hospitality/offers/${offerId}/apply-register?lg=${o.lg ?? 'en'}`,
    {
      method: 'POST',
      clientAddress: o.ip ?? `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
      headers: o.headers ?? {},
      body: form,
    },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  // The employer's team: one member who manages candidates, one who does not.
  bossCookie = (await signUp(t, 'ats', 'boss@example.com')) ?? '';
  const [boss] = await db.select().from(users).where(eq(users.email, 'boss@example.com'));
  teamId = boss?.teamId ?? 0;
  const [helper] = await db
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
  await grantPermissions(db, helper?.id ?? 0, ['manage_offers']);

  const company = await insertFixtureCompany(db, { nameFr: 'Auberge du Lac', nameEn: 'Lake Inn' });
  const make = (title: string, extra: Partial<Parameters<typeof insertFixtureOffer>[1]> = {}) =>
    insertFixtureOffer(db, {
      companyId: company,
      contents: [
        { language: 'fr', title: `${title} (fr)` },
        { language: 'en', title: `${title} (en)` },
      ],
      boards: ['hospitality'],
      ...extra,
    });
  live = await make('Cuisinier');
  careersOnly = await make('Barista', { boards: ['careers'] });
  draft = await make('Plongeur', { status: 'draft', boards: [] });
  expired = await make('Serveur', { expiresInHours: -1 });
  await db
    .update(offers)
    .set({ teamId })
    .where(sql`true`);

  alice = await signUp(t, 'jobboard', 'alice@example.com');
  bob = await signUp(t, 'jobboard', 'bob@example.com');
  aliceResume = await resumeOf(alice, 'Alice Martin');
  bobResume = await resumeOf(bob, 'Bob Roy');
});
afterAll(() => t.close());

describe('POST /offers/{id}/apply', () => {
  it('refuses guests, employers, other boards, drafts, expired offers and foreign resumes', async () => {
    expect((await apply(live, { resume: aliceResume, consent: true })).status).toBe(401);

    const boss = (await signUp(t, 'ats', 'other-boss@example.com')) ?? '';
    const employer = await apply(live, { resume: aliceResume, consent: true }, { cookie: boss });
    expect(employer.status).toBe(403);
    expect(((await employer.json()) as { message: string }).message).toBe(
      'Employer accounts cannot apply to offers.',
    );

    for (const id of [careersOnly, draft, expired, 999_999]) {
      const res = await apply(id, { resume: aliceResume, consent: true }, { cookie: alice });
      expect(res.status, `offer ${id}`).toBe(404);
    }
    const foreign = await apply(live, { resume: bobResume, consent: true }, { cookie: alice });
    expect(foreign.status).toBe(422);
    expect(((await foreign.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      resume: ['Choose one of your resumes.'],
    });
    // The spec's name `resume` (section 7) and the earlier `resume_id` are both read.
    const aliased = await apply(live, { resume_id: bobResume, consent: true }, { cookie: alice });
    expect(((await aliased.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      resume: ['Choose one of your resumes.'],
    });
    const none = await apply(live, { lg: 'fr', consent: true }, { cookie: alice, lg: 'fr' });
    expect(none.status).toBe(422);
    expect(((await none.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      resume: ['Choisissez un CV.'],
    });
    const noConsent = await apply(live, { resume: aliceResume }, { cookie: alice });
    expect(noConsent.status).toBe(422);
    expect(Object.keys(((await noConsent.json()) as { errors: object }).errors)).toEqual([
      'consent',
    ]);
    const form = await call(t, 'POST', `/api/jobboard/hospitality/offers/${live}/apply`, 'x=1', {
      cookie: alice,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(await t.handle.db.select().from(applications)).toHaveLength(0);
  });

  it('applies with a snapshot of the resume, the counters and both mails', async () => {
    const before = await storedFiles();
    const res = await apply(
      live,
      // The spec's body (lg, resume), with the letter and the consent.
      {
        lg: 'fr',
        resume: aliceResume,
        cover_letter_text: 'Bonjour, je suis motivée.',
        consent: true,
      },
      { cookie: alice },
    );
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: number; status: string } };
    expect(data.status).toBe('new');

    const [row] = await t.handle.db.select().from(applications).where(eq(applications.id, data.id));
    expect(row).toMatchObject({
      language: 'fr',
      board: 'hospitality',
      resumeName: 'Alice Martin.pdf',
      resumeMimeType: 'application/pdf',
      coverLetterText: 'Bonjour, je suis motivée.',
      consentVersion: expect.any(String),
    });
    expect(row?.resumeText?.split('\n')[0]).toBe('Alice Martin');
    const after = await storedFiles();
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContain(row?.resumeStorageKey);

    // The candidate can read back what was sent; nobody else can.
    const sentPath = `/api/jobboard/hospitality/user/applications/${data.id}/resume`;
    const sent = await call(t, 'GET', sentPath, undefined, { cookie: alice });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Alice Martin.pdf"/,
    );
    expect(new TextDecoder().decode((await sent.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await call(t, 'GET', sentPath, undefined, { cookie: bob })).status).toBe(404);

    // A later delete in the profile leaves the employer's copy alone.
    const del = await call(
      t,
      'DELETE',
      `/api/jobboard/hospitality/user/documents/${aliceResume}`,
      undefined,
      { cookie: alice },
    );
    expect(del.status).toBe(200);
    expect(await storedFiles()).toContain(row?.resumeStorageKey);
    expect((await call(t, 'GET', sentPath, undefined, { cookie: alice })).status).toBe(200);

    const mails = await t.handle.db.select().from(mailOutbox);
    const confirmation = mails.find((m) => m.template === 'application-confirmation');
    expect(confirmation).toMatchObject({ recipient: 'alice@example.com', locale: 'fr' });
    expect(confirmation?.payload).toMatchObject({
      offerTitle: 'Cuisinier (fr)',
      companyName: 'Auberge du Lac',
    });
    const notices = mails.filter((m) => m.template === 'application-notice');
    // Only the member holding manage_candidates, with the candidate's name and nothing else.
    expect(notices.map((m) => m.recipient)).toEqual(['boss@example.com']);
    expect(notices[0]?.payload).toEqual({
      candidateName: 'Marie Tremblay',
      offerId: live,
      // In the employer's own language, whatever the candidate's.
      offerTitle: 'Cuisinier (en)',
    });

    const [counts] = await t.handle.db
      .select()
      .from(offerDailyCounts)
      .where(eq(offerDailyCounts.offerId, live));
    expect(counts?.applications).toBe(1);
  });

  it('shows the typed cover letter to the employer and keeps it in the export (issue 46, item 1)', async () => {
    const letter = 'Bonjour, je suis motivée.';
    const base = `/api/jobboard/hospitality/employer/offer/${live}/applications`;
    const list = await call(t, 'GET', base, undefined, { cookie: bossCookie });
    expect(list.status).toBe(200);
    const { data } = (await list.json()) as {
      data: { id: number; cover_letter: unknown; cover_letter_text: string | null }[];
    };
    const sent = data.find((a) => a.cover_letter_text === letter);
    expect(sent, 'the application with its typed letter').toBeTruthy();
    expect(sent?.cover_letter).toBeNull();
    const detail = await call(t, 'GET', `${base}/${sent?.id}`, undefined, { cookie: bossCookie });
    expect(((await detail.json()) as { data: { cover_letter_text: string } }).data).toMatchObject({
      cover_letter_text: letter,
    });

    const exported = await call(t, 'GET', '/api/jobboard/hospitality/user/data-export', undefined, {
      cookie: alice,
    });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const json = JSON.parse(strFromU8(files['data.json'] ?? new Uint8Array())) as {
      applications: Record<string, unknown>[];
    };
    expect(json.applications).toEqual([
      expect.objectContaining({
        id: sent?.id,
        offer_id: live,
        language: 'fr',
        resume_name: 'Alice Martin.pdf',
        cover_letter_name: null,
        cover_letter_text: letter,
        message: null,
        consent_version: expect.any(String),
      }),
    ]);
  });

  it('answers a second attempt with 409 and the date of the first', async () => {
    aliceResume = await resumeOf(alice, 'Alice again');
    // The earlier field name still applies (and meets the first application).
    const res = await apply(live, { resume_id: aliceResume, consent: true }, { cookie: alice });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string; applied_at: string };
    const year = new Date().getFullYear();
    expect(body.message).toMatch(new RegExp(`^You already applied to this offer on .*${year}\\.$`));
    expect(new Date(body.applied_at).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('makes exactly one application out of 10 concurrent identical requests', async () => {
    const target = await insertFixtureOffer(t.handle.db, {
      companyId: (await t.handle.db.select().from(offers).limit(1))[0]?.companyId ?? 0,
      contents: [{ language: 'en', title: 'Host' }],
      boards: ['hospitality'],
    });
    const before = await storedFiles();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        apply(target, { resume: bobResume, consent: true }, { cookie: bob }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    const rows = await t.handle.db
      .select()
      .from(applications)
      .where(eq(applications.offerId, target));
    expect(rows).toHaveLength(1);
    // The nine losers took their copies back.
    expect(await storedFiles()).toHaveLength(before.length + 1);
  });

  it('shows has_applied to the applicant only', async () => {
    const path = `/api/jobboard/hospitality/offers/${live}`;
    const read = async (cookie?: string) =>
      (
        (await (await call(t, 'GET', path, undefined, { cookie })).json()) as {
          data: { has_applied: boolean };
        }
      ).data.has_applied;
    expect(await read(alice)).toBe(true);
    expect(await read(bob)).toBe(false);
    expect(await read()).toBe(false);
    const list = async (cookie?: string) =>
      (
        (await (
          await call(t, 'GET', '/api/jobboard/hospitality/offers', undefined, { cookie })
        ).json()) as {
          data: { id: number; has_applied: boolean }[];
        }
      ).data.find((o) => o.id === live)?.has_applied;
    expect(await list(alice)).toBe(true);
    expect(await list(bob)).toBe(false);
    expect(await list()).toBe(false);
  });
});

describe('my applications', () => {
  it('lists them with the offer, and withdraws (the row stays, withdrawn)', async () => {
    const res = await call(t, 'GET', '/api/jobboard/hospitality/user/applications', undefined, {
      cookie: alice,
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { id: number; status: string; offer: { title: string; company: string } }[];
    };
    expect(data).toHaveLength(1);
    expect(data[0]?.offer).toMatchObject({
      title: 'Cuisinier (en)',
      company: 'Lake Inn',
      live: true,
    });

    const id = data[0]?.id ?? 0;
    expect(
      (
        await call(
          t,
          'POST',
          `/api/jobboard/hospitality/user/applications/${id}/withdraw`,
          undefined,
          {
            cookie: bob,
          },
        )
      ).status,
    ).toBe(404);
    const withdrawn = await call(
      t,
      'POST',
      `/api/jobboard/hospitality/user/applications/${id}/withdraw`,
      undefined,
      { cookie: alice },
    );
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as { data: { status: string } }).data.status).toBe(
      'withdrawn',
    );
    const [row] = await t.handle.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('withdrawn');
    expect(row?.withdrawnAt).toBeInstanceOf(Date);
  });
});

describe('POST /offers/{id}/apply-register', () => {
  it('creates the unconfirmed account, the resume and the application, and signs in', async () => {
    const before = await storedFiles();
    const res = await applyRegister(
      live,
      { email: 'Zoe@Example.com' },
      {
        bytes: await makePdf('Zoé Gagnon, serveuse'),
        name: 'CV Zoé.pdf',
      },
    );
    expect(res.status).toBe(201);
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    const body = (await res.json()) as { data: { email: string }; application: { id: number } };
    expect(body.data.email).toBe('zoe@example.com');

    const [user] = await t.handle.db.select().from(users).where(eq(users.email, 'zoe@example.com'));
    expect(user?.emailVerifiedAt).toBeNull();
    const docs = await t.handle.db
      .select()
      .from(documents)
      .where(eq(documents.userId, user?.id ?? 0));
    expect(docs.map((d) => [d.name, d.type])).toEqual([['CV Zoé.pdf', 'resume']]);
    expect(docs[0]?.parsedText?.split('\n')[0]).toBe('Zoé Gagnon, serveuse');
    const [row] = await t.handle.db
      .select()
      .from(applications)
      .where(eq(applications.id, body.application.id));
    expect(row?.resumeText?.split('\n')[0]).toBe('Zoé Gagnon, serveuse');
    expect(row?.resumeStorageKey).not.toBe(docs[0]?.storageKey);
    expect(await storedFiles()).toHaveLength(before.length + 2);
    const templates = (
      await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'zoe@example.com'))
    ).map((m) => m.template);
    expect(templates.sort()).toEqual(['application-confirmation', 'email-confirmation']);

    // Signed in: the session reads the new account.
    const me = await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie });
    expect(me.status).toBe(200);
  });

  it('keeps the phone number on the profile and refuses a malformed one (issue 46, item 8)', async () => {
    const pdf = { bytes: await makePdf('Léa Roy'), name: 'cv.pdf' };
    const bad = await applyRegister(live, { email: 'lea@example.com', phone_number: 'abc' }, pdf, {
      lg: 'fr',
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      phone_number: ['Entrez un numéro de téléphone valide.'],
    });
    expect(
      await t.handle.db.select().from(users).where(eq(users.email, 'lea@example.com')),
    ).toEqual([]);

    const res = await applyRegister(
      live,
      { email: 'lea@example.com', phone_number: ' 514 555-0199 ' },
      pdf,
    );
    expect(res.status).toBe(201);
    const me = await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, {
      cookie: sessionCookie(res),
    });
    expect(((await me.json()) as { data: { phone_number: string | null } }).data.phone_number).toBe(
      '514 555-0199',
    );
    // Optional: without one the profile has none.
    const none = await applyRegister(live, { email: 'noe@example.com', phone_number: '' }, pdf);
    expect(none.status).toBe(201);
    const [noe] = await t.handle.db.select().from(users).where(eq(users.email, 'noe@example.com'));
    expect(noe?.phoneNumber).toBeNull();
  });

  it('invites an existing account to log in, creating nothing', async () => {
    const before = await storedFiles();
    const res = await applyRegister(
      live,
      { email: 'alice@example.com' },
      {
        bytes: await makePdf('x'),
        name: 'cv.pdf',
      },
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.email?.[0]).toMatch(
      /^An account already exists with this address on this site\. Log in/,
    );
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses bad input with the right 4xx and leaves nothing behind', async () => {
    const users0 = (await t.handle.db.select().from(users)).length;
    const apps0 = (await t.handle.db.select().from(applications)).length;
    const files0 = await storedFiles();
    const pdf = { bytes: await makePdf('x'), name: 'cv.pdf' };

    // A Windows executable renamed to .pdf.
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03], 0);
    exe.set(new TextEncoder().encode('This program cannot be run in DOS mode.'), 78);
    const renamed = await applyRegister(
      live,
      { email: 'exe@example.com' },
      { bytes: exe, name: 'cv.pdf' },
    );
    expect(renamed.status).toBe(415);
    expect(((await renamed.json()) as { message: string }).message).toMatch(/resume file type/);
    // Text named .pdf, HTML and SVG are not resumes either (issue 46, item 4).
    for (const [n, text] of [
      ['text', 'Alice Martin\nChef de partie'],
      ['html', '<!doctype html><html><script>alert(1)</script></html>'],
      ['svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ] as const) {
      const res = await applyRegister(
        live,
        { email: `${n}@example.com` },
        { bytes: new TextEncoder().encode(text), name: 'cv.pdf' },
      );
      expect(res.status, n).toBe(415);
      expect(((await res.json()) as { message: string }).message).toMatch(/PDF, DOCX, DOC/);
    }

    const consent = await applyRegister(live, { email: 'c@example.com', consent: null }, pdf);
    expect(consent.status).toBe(422);
    expect(((await consent.json()) as { errors: Record<string, string[]> }).errors.consent).toEqual(
      ['Tick this box so that we can send your application.'],
    );
    const common = await applyRegister(
      live,
      { email: 'p@example.com', password: 'password123' },
      pdf,
    );
    expect(common.status).toBe(422);
    expect(Object.keys(((await common.json()) as { errors: object }).errors)).toEqual(['password']);
    const noFile = await applyRegister(live, { email: 'n@example.com' }, null);
    expect(noFile.status).toBe(422);
    for (const id of [careersOnly, draft, expired]) {
      expect((await applyRegister(id, { email: `o${id}@example.com` }, pdf)).status).toBe(404);
    }
    const crossOrigin = await applyRegister(live, { email: 'x@example.com' }, pdf, {
      headers: { origin: 'https://evil.example' },
    });
    expect(crossOrigin.status).toBe(403);
    const json = await call(t, 'POST', `/api/jobboard/hospitality/offers/${live}/apply-register`, {
      email: 'j@example.com',
    });
    expect(json.status).toBe(415);

    // 50 MB: refused from Content-Length, before the body is read.
    const huge = await t.request(`/api/jobboard/hospitality/offers/${live}/apply-register?lg=fr`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      body: '--x--',
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { message: string }).message).toBe(
      'Taille de fichier dépassée.',
    );

    expect((await t.handle.db.select().from(users)).length).toBe(users0);
    expect((await t.handle.db.select().from(applications)).length).toBe(apps0);
    expect(await storedFiles()).toEqual(files0);
  });

  it('answers 429 with Retry-After to a burst of 20 posts from one address', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 20; i++) {
      const res = await applyRegister(
        live,
        { email: `burst${i}@example.com`, consent: null },
        null,
        { ip: '203.0.113.99' },
      );
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('leaves no account, application or file when the transaction fails after storing', async () => {
    // A real failure inside the transaction, raised by the database itself on the insert.
    await t.handle.db.execute(sql`
      CREATE FUNCTION fail_application() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.message = 'boom' THEN RAISE EXCEPTION 'simulated failure'; END IF;
        RETURN NEW;
      END $$`);
    await t.handle.db.execute(sql`
      CREATE TRIGGER fail_application BEFORE INSERT ON applications
      FOR EACH ROW EXECUTE FUNCTION fail_application()`);
    try {
      const files0 = await storedFiles();
      const res = await applyRegister(
        live,
        { email: 'boom@example.com', message: 'boom' },
        { bytes: await makePdf('Boom'), name: 'cv.pdf' },
      );
      expect(res.status).toBe(500);
      expect(
        await t.handle.db.select().from(users).where(eq(users.email, 'boom@example.com')),
      ).toEqual([]);
      expect(
        await t.handle.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.recipient, 'boom@example.com'))),
      ).toEqual([]);
      expect(await storedFiles()).toEqual(files0);
    } finally {
      await t.handle.db.execute(sql`DROP TRIGGER fail_application ON applications`);
      await t.handle.db.execute(sql`DROP FUNCTION fail_application()`);
    }
  });
});

describe("an application's search words", () => {
  it('holds the words of its texts, copied from the documents rather than folded again', async () => {
    const target = await insertFixtureOffer(t.handle.db, {
      companyId: (await t.handle.db.select().from(offers).limit(1))[0]?.companyId ?? 0,
      contents: [{ language: 'fr', title: 'Pâtissier' }],
      boards: ['hospitality'],
    });
    const letter = await upload(
      t,
      bob,
      { bytes: await makePdf('Lettre de Bob, pâtissier chocolatier'), name: 'lettre.pdf' },
      { type: 'cover_letter' },
    );
    expect(letter.status).toBe(201);
    const letterId = ((await letter.json()) as { data: { id: number } }).data.id;
    const res = await apply(
      target,
      {
        resume: await resumeOf(bob, 'Bob Sommelier'),
        cover_letter_id: letterId,
        message: 'Disponible dès lundi',
        consent: true,
      },
      { cookie: bob },
    );
    expect(res.status).toBe(201);
    // Every application so far (a resume document, a typed letter, a letter document, a message,
    // apply-and-register's own file) against what the generated column of migration 0015 held.
    const [check] = await queryRows<{ total: number; differ: number; complete: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS total,
            count(*) FILTER (WHERE search_document IS DISTINCT FROM strip(to_tsvector(
              'simple_unaccent', coalesce(resume_text, '') || ' ' ||
              coalesce(cover_letter_text, '') || ' ' || coalesce(message, ''))))::int AS differ,
            count(*) FILTER (WHERE cover_letter_id IS NOT NULL AND message IS NOT NULL
              AND search_document @@ to_tsquery('simple_unaccent', 'chocolatier & lundi & sommelier'))::int AS complete
          FROM applications`,
    );
    expect(check).toEqual({ total: expect.any(Number), differ: 0, complete: 1 });
  });
});

describe('OpenAPI', () => {
  it('documents the application endpoints', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const expected: [string, string[]][] = [
      ['/api/jobboard/{board}/offers/{id}/apply', ['post']],
      ['/api/jobboard/{board}/offers/{id}/apply-register', ['post']],
      ['/api/jobboard/{board}/user/applications', ['get']],
      ['/api/jobboard/{board}/user/applications/{id}/withdraw', ['post']],
      ['/api/jobboard/{board}/user/applications/{id}/resume', ['get']],
    ];
    for (const [path, methods] of expected) {
      expect(Object.keys(doc.paths[path] ?? {}).sort(), path).toEqual(methods);
    }
  });
});
