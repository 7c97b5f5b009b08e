import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { readdir } from 'node:fs/promises';
import { sessions } from '@jobboard/db/schema/auth';
import { users } from '@jobboard/db/schema/accounts';
import { offerAttributes } from '@jobboard/db/schema/attributes';
import {
  applications,
  documents,
  privacyAudit,
  skills,
  userSpecializations,
} from '@jobboard/db/schema/candidates';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { nocJobTitles } from '@jobboard/db/schema/places';
import { offerSearch } from '@jobboard/db/schema/search';
import { call, signUp, signupBody, strongPassword } from '../../testing/accounts';
import { makePdf, upload } from '../../testing/profile-files';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let alice: string;
let bob: string;
let skillAttribute: number;
let nocTitle: number;
let specializations: number[];
let liveOffers: number[];

const info = {
  first_name: 'Alice',
  last_name: 'Martin',
  phone_number: '514 555-0199',
  language: 'en',
  work_permit: true,
  temporary_work: false,
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  alice = await signUp(t, 'jobboard', 'alice@example.com');
  bob = await signUp(t, 'jobboard', 'bob@example.com');
  const db = t.handle.db;
  const [skill] = await db.select().from(offerAttributes).where(eq(offerAttributes.type, 'skill'));
  skillAttribute = skill?.id ?? 0;
  const [noc] = await db.select().from(nocJobTitles).orderBy(asc(nocJobTitles.id)).limit(1);
  nocTitle = noc?.id ?? 0;
  specializations = (
    await db
      .select({ id: offerAttributes.id })
      .from(offerAttributes)
      .where(
        and(
          eq(offerAttributes.type, 'specialization'),
          or(isNull(offerAttributes.board), eq(offerAttributes.board, 'hospitality')),
        ),
      )
      .limit(3)
  ).map((r) => r.id);
  liveOffers = (
    await db
      .select({ id: offerSearch.offerId })
      .from(offerSearch)
      .where(
        and(
          eq(offerSearch.board, 'hospitality'),
          sql`${offerSearch.publishedAt} <= now() and ${offerSearch.expiresAt} > now()`,
        ),
      )
      .limit(3)
  ).map((r) => r.id);
});
afterAll(() => t.close());

describe('personal info and place search', () => {
  it('finds places of all Canada with accents, case and "St-" folded, Quebec first (issue 46, item 11)', async () => {
    const search = async (q: string) => {
      const res = await call(
        t,
        'GET',
        `/api/jobboard/hospitality/user/places?q=${encodeURIComponent(q)}`,
        undefined,
        { cookie: alice },
      );
      expect(res.status).toBe(200);
      return (
        (await res.json()) as {
          data: { label: string; place_id: string; country: string; address: string }[];
        }
      ).data;
    };
    expect((await search('mtl'))[0]?.label).toBe('Montréal (QC)');
    expect((await search('MONTREAL'))[0]?.label).toBe('Montréal (QC)');
    expect((await search('st-jean'))[0]?.label).toBe('Saint-Jean-sur-Richelieu (QC)');
    expect((await search('levis'))[0]?.label).toBe('Lévis (QC)');
    expect((await search('trois'))[0]?.label).toBe('Trois-Rivières (QC)');
    expect((await search('toronto'))[0]).toMatchObject({
      label: 'Toronto (ON)',
      address: 'Toronto, ON, Canada',
      place_id: 'ca-place:toronto-on',
    });
    expect((await search('Vancouver'))[0]?.label).toBe('Vancouver (BC)');
    expect((await search('')).length).toBe(0);
    expect((await search('zzzz')).length).toBe(0);
    expect((await search('Atlantis')).length).toBe(0);
    expect((await search('sher'))[0]).toMatchObject({
      country: 'CA',
      place_id: 'ca-place:sherbrooke-qc',
    });
  });

  it('stores a place of another province, and still reads the ids of the Quebec-only gazetteer', async () => {
    const save = (place_id: string) =>
      call(
        t,
        'POST',
        '/api/jobboard/hospitality/user/info',
        { ...info, place_id },
        { cookie: alice },
      );
    const location = async () => {
      const me = await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, {
        cookie: alice,
      });
      return ((await me.json()) as { data: { location: { address: string } } }).data.location;
    };
    expect((await save('ca-place:vancouver-bc')).status).toBe(200);
    expect((await location()).address).toBe('Vancouver, BC, Canada');
    expect((await save('qc-city:saint-jerome')).status).toBe(200);
    expect((await location()).address).toBe('Saint-Jérôme, QC, Canada');
  });

  it('stores the info with the resolved address and coordinates', async () => {
    const res = await call(
      t,
      'POST',
      '/api/jobboard/hospitality/user/info',
      { ...info, place_id: 'ca-place:laval-qc' },
      { cookie: alice },
    );
    expect(res.status).toBe(200);
    const me = await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie: alice });
    const { data } = (await me.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      first_name: 'Alice',
      phone_number: '514 555-0199',
      language: 'en',
      work_permit: true,
      temporary_work: false,
      location: { address: 'Laval, QC, Canada', country: 'CA', lat: 45.57, lng: -73.692 },
    });
  });

  it('refuses a malformed or unknown location and bad fields, changing nothing', async () => {
    for (const place_id of [
      'qc-city:atlantis',
      'ca-place:atlantis-qc',
      'ca-place:Toronto',
      '../../etc',
      'google:x',
      '',
    ]) {
      const res = await call(
        t,
        'POST',
        '/api/jobboard/hospitality/user/info',
        { ...info, first_name: 'Changed', place_id },
        { cookie: alice, lg: 'fr' },
      );
      expect(res.status, place_id).toBe(422);
      const body = (await res.json()) as { errors: Record<string, string[]> };
      expect(body.errors.place_id?.[0]).toMatch(/lieu/i);
    }
    const bad = await call(
      t,
      'POST',
      '/api/jobboard/hospitality/user/info',
      { ...info, phone_number: 'call me', language: 'de', place_id: null },
      { cookie: alice },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      'language',
      'phone_number',
    ]);
    const [row] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'alice@example.com'));
    expect(row?.firstName).toBe('Alice');
    expect(row?.address).toBe('Laval, QC, Canada');
  });

  it('changes the password and ends the other sessions', async () => {
    const login = await call(t, 'POST', '/api/jobboard/auth/login', {
      email: 'bob@example.com',
      password: strongPassword,
    });
    const other = /(jb_session=[^;]*)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    const res = await call(
      t,
      'PUT',
      '/api/jobboard/hospitality/user/change-password',
      {
        current_password: strongPassword,
        password: 'a whole new passphrase',
        password_confirmation: 'a whole new passphrase',
      },
      { cookie: bob },
    );
    expect(res.status).toBe(200);
    expect(
      (await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie: other })).status,
    ).toBe(401);
    expect(
      (await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie: bob })).status,
    ).toBe(200);
  });
});

describe('skills', () => {
  let id: number;
  it('adds a skill attribute or a NOC title with a level, and edits it', async () => {
    const created = await call(
      t,
      'POST',
      '/api/jobboard/user/skills',
      { attribute_id: skillAttribute, level: 3 },
      { cookie: alice },
    );
    expect(created.status).toBe(201);
    const skill = (
      (await created.json()) as { data: { id: number; level: number; label: { en: string } } }
    ).data;
    id = skill.id;
    expect(skill.level).toBe(3);
    const updated = await call(
      t,
      'PUT',
      `/api/jobboard/user/skills/${id}`,
      { noc_job_title_id: nocTitle, level: 5 },
      { cookie: alice },
    );
    expect(updated.status).toBe(200);
    const got = await call(t, 'GET', `/api/jobboard/user/skills/${id}`, undefined, {
      cookie: alice,
    });
    expect(((await got.json()) as { data: object }).data).toMatchObject({
      id,
      level: 5,
      attribute_id: null,
      noc_job_title_id: nocTitle,
    });
    const list = await call(t, 'GET', '/api/jobboard/user/skills', undefined, { cookie: alice });
    expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it("gives 404 for another candidate's skill and refuses bad input", async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await call(
        t,
        method,
        `/api/jobboard/user/skills/${id}`,
        method === 'PUT' ? { attribute_id: skillAttribute, level: 1 } : undefined,
        { cookie: bob },
      );
      expect(res.status, method).toBe(404);
    }
    const bad = [
      { attribute_id: skillAttribute, level: 9 },
      { attribute_id: skillAttribute, noc_job_title_id: nocTitle, level: 2 },
      { level: 2 },
      { attribute_id: specializations[0], level: 2 },
      { noc_job_title_id: 99999999, level: 2 },
    ];
    for (const body of bad) {
      const res = await call(t, 'POST', '/api/jobboard/user/skills', body, { cookie: alice });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(await t.handle.db.select().from(skills)).toHaveLength(1);
    expect(
      (await call(t, 'DELETE', `/api/jobboard/user/skills/${id}`, undefined, { cookie: alice }))
        .status,
    ).toBe(200);
    expect(await t.handle.db.select().from(skills)).toHaveLength(0);
  });
});

describe('adding a skill already there (issue 46, item 6)', () => {
  type Skill = { id: number; level: number; attribute_id: number | null };
  const post = (body: object, cookie: string) =>
    call(t, 'POST', '/api/jobboard/user/skills', body, { cookie });
  const mine = async (cookie: string) =>
    (
      (await (await call(t, 'GET', '/api/jobboard/user/skills', undefined, { cookie })).json()) as {
        data: Skill[];
      }
    ).data;

  it('updates its level instead of adding it twice, and an edit onto another merges them', async () => {
    const first = await post({ attribute_id: skillAttribute, level: 2 }, alice);
    expect(first.status).toBe(201);
    const { id } = ((await first.json()) as { data: Skill }).data;
    const again = await post({ attribute_id: String(skillAttribute), level: 4 }, alice);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: Skill }).data).toMatchObject({ id, level: 4 });
    expect((await mine(alice)).map((s) => [s.id, s.level])).toEqual([[id, 4]]);

    // Another candidate's same skill is theirs: a row of its own.
    expect((await post({ attribute_id: skillAttribute, level: 1 }, bob)).status).toBe(201);
    expect(await mine(alice)).toHaveLength(1);

    // A NOC title, then edited into the attribute already held: one skill, the edit's level.
    const noc = await post({ noc_job_title_id: nocTitle, level: 3 }, alice);
    expect(noc.status).toBe(201);
    const nocId = ((await noc.json()) as { data: Skill }).data.id;
    expect((await post({ noc_job_title_id: nocTitle, level: 5 }, alice)).status).toBe(200);
    expect((await mine(alice)).map((s) => s.level)).toEqual([4, 5]);
    const merged = await call(
      t,
      'PUT',
      `/api/jobboard/user/skills/${nocId}`,
      { attribute_id: skillAttribute, level: 3 },
      { cookie: alice },
    );
    expect(merged.status).toBe(200);
    expect(((await merged.json()) as { data: Skill }).data).toMatchObject({ id, level: 3 });
    expect((await mine(alice)).map((s) => [s.id, s.level])).toEqual([[id, 3]]);

    for (const [cookie, skills] of [
      [alice, await mine(alice)],
      [bob, await mine(bob)],
    ] as const) {
      for (const skill of skills) {
        await call(t, 'DELETE', `/api/jobboard/user/skills/${skill.id}`, undefined, { cookie });
      }
    }
    expect(await t.handle.db.select().from(skills)).toHaveLength(0);
  });
});

describe('specializations', () => {
  it("replaces the set with the board's specializations and refuses others", async () => {
    const res = await call(
      t,
      'POST',
      '/api/jobboard/hospitality/user/specializations',
      { specializations },
      { cookie: alice },
    );
    expect(res.status).toBe(200);
    const got = await call(t, 'GET', '/api/jobboard/hospitality/user/specializations', undefined, {
      cookie: alice,
    });
    expect(((await got.json()) as { data: { id: number }[] }).data.map((a) => a.id).sort()).toEqual(
      [...specializations].sort(),
    );
    const bad = await call(
      t,
      'POST',
      '/api/jobboard/hospitality/user/specializations',
      { specializations: [skillAttribute] },
      { cookie: alice },
    );
    expect(bad.status).toBe(422);
    expect(await t.handle.db.select().from(userSpecializations)).toHaveLength(
      specializations.length,
    );
  });
});

describe('users store and saved offers', () => {
  it('answers 404 until created from the authentication profile, then keeps preferences and offers', async () => {
    expect((await call(t, 'GET', '/api/users/get', undefined, { cookie: alice })).status).toBe(404);
    expect(
      (await call(t, 'PUT', '/api/users/updateOffersArray', { offers: [] }, { cookie: alice }))
        .status,
    ).toBe(404);
    const created = await call(t, 'POST', '/api/users/create', undefined, { cookie: alice });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { data: object }).data).toMatchObject({
      email: 'alice@example.com',
      first_name: 'Alice',
      offers: [],
    });
    expect((await call(t, 'POST', '/api/users/create', undefined, { cookie: alice })).status).toBe(
      200,
    );
    const prefs = await call(
      t,
      'PUT',
      '/api/users/update',
      { preferences: { alerts: true } },
      { cookie: alice },
    );
    expect(((await prefs.json()) as { data: { preferences: object } }).data.preferences).toEqual({
      alerts: true,
    });
    const offers = await call(
      t,
      'PUT',
      '/api/users/updateOffersArray',
      { offers: liveOffers.slice(0, 2) },
      { cookie: alice },
    );
    expect(offers.status).toBe(200);
    expect(((await offers.json()) as { data: { offers: number[] } }).data.offers.sort()).toEqual(
      liveOffers.slice(0, 2).sort(),
    );
    expect(
      (
        await call(
          t,
          'PUT',
          '/api/users/updateOffersArray',
          { offers: [2_000_000_000] },
          { cookie: alice },
        )
      ).status,
    ).toBe(422);
    const me = (await (
      await call(t, 'GET', '/api/users/get', undefined, { cookie: alice })
    ).json()) as { data: { id: number } };
    expect(
      (await call(t, 'GET', `/api/users/get?id=${me.data.id}`, undefined, { cookie: alice }))
        .status,
    ).toBe(200);
    expect(
      (await call(t, 'GET', `/api/users/get?id=${me.data.id}`, undefined, { cookie: bob })).status,
    ).toBe(404);
  });

  it('saves and unsaves from offer pages, and shows an offer that went away as not live', async () => {
    const [a, b, c] = liveOffers as [number, number, number];
    expect(
      (
        await call(t, 'PUT', `/api/jobboard/hospitality/user/saved-offers/${c}`, undefined, {
          cookie: alice,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t, 'PUT', `/api/jobboard/hospitality/user/saved-offers/${c}`, undefined, {
          cookie: alice,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t, 'PUT', '/api/jobboard/hospitality/user/saved-offers/2000000000', undefined, {
          cookie: alice,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t, 'DELETE', `/api/jobboard/hospitality/user/saved-offers/${b}`, undefined, {
          cookie: alice,
        })
      ).status,
    ).toBe(200);
    await t.handle.db
      .update(offerSearch)
      .set({ expiresAt: new Date('2020-01-01') })
      .where(eq(offerSearch.offerId, a));
    const list = await call(t, 'GET', '/api/jobboard/hospitality/user/saved-offers', undefined, {
      cookie: alice,
    });
    const saved = ((await list.json()) as { data: { id: number; live: boolean; title: string }[] })
      .data;
    expect(saved.map((s) => [s.id, s.live]).sort()).toEqual(
      [
        [a, false],
        [c, true],
      ].sort(),
    );
    expect(saved.every((s) => s.title.length > 0)).toBe(true);
  });

  it('lists the profile forms’ attributes in both languages', async () => {
    for (const list of ['formations', 'certifications', 'secteurs', 'roles']) {
      const res = await call(t, 'GET', `/api/attributs/${list}`, undefined, { cookie: alice });
      expect(res.status, list).toBe(200);
      const { data } = (await res.json()) as { data: { label: { fr: string; en: string } }[] };
      expect(data.length, list).toBeGreaterThan(0);
      expect(data[0]?.label.fr && data[0]?.label.en).toBeTruthy();
    }
    expect(
      (await call(t, 'GET', '/api/attributs/unknown', undefined, { cookie: alice })).status,
    ).toBe(422);
  });
});

describe('my data', () => {
  it('exports everything held as a ZIP and logs it', async () => {
    await upload(
      t,
      alice,
      { bytes: await makePdf('Alice Martin'), name: 'cv.pdf' },
      { type: 'resume' },
    );
    await call(
      t,
      'POST',
      '/api/jobboard/user/skills',
      { attribute_id: skillAttribute, level: 4 },
      { cookie: alice },
    );
    const res = await call(t, 'GET', '/api/jobboard/hospitality/user/data-export', undefined, {
      cookie: alice,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-hospitality-/,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const data = JSON.parse(strFromU8(files['data.json'] ?? new Uint8Array())) as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      board: 'hospitality',
      account: { email: 'alice@example.com', first_name: 'Alice' },
      preferences: { alerts: true },
    });
    expect(data.skills).toHaveLength(1);
    expect(data.specializations).toHaveLength(specializations.length);
    expect(data.saved_offers).toHaveLength(2);
    expect(data).toHaveProperty('applications');
    expect(data).toHaveProperty('consents.newsletter');
    const pdfName = Object.keys(files).find((n) => n.startsWith('documents/'));
    expect(pdfName).toMatch(/^documents\/\d+-cv\.pdf$/);
    expect(strFromU8((files[pdfName ?? ''] ?? new Uint8Array()).slice(0, 5))).toBe('%PDF-');
    const audit = await t.handle.db.select().from(privacyAudit);
    expect(audit).toEqual([expect.objectContaining({ action: 'export', board: 'hospitality' })]);
  });

  it('deletes the account after the password: no row or file left but the anonymised applications', async () => {
    const [user] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'alice@example.com'));
    const userId = user?.id ?? 0;
    const [doc] = await t.handle.db.select().from(documents).where(eq(documents.userId, userId));
    await t.handle.db.insert(applications).values({
      offerId: liveOffers[2] ?? 0,
      userId,
      board: 'hospitality',
      resumeId: doc?.id ?? null,
    });

    const wrong = await call(
      t,
      'DELETE',
      '/api/jobboard/hospitality/user/account',
      { password: 'not it at all' },
      { cookie: alice },
    );
    expect(wrong.status).toBe(422);
    const res = await call(
      t,
      'DELETE',
      '/api/jobboard/hospitality/user/account',
      { password: strongPassword },
      { cookie: alice },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/jb_session=;/);

    const db = t.handle.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(documents).where(eq(documents.userId, userId))).toEqual([]);
    expect(await db.select().from(skills).where(eq(skills.userId, userId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await readdir(`${t.uploadDir}/hospitality`)).toEqual([]);
    const [anonymised] = await db.select().from(applications);
    expect(anonymised).toMatchObject({ userId: null, resumeId: null });
    expect(anonymised?.anonymisedAt).toBeInstanceOf(Date);
    const mail = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'alice@example.com'));
    expect(mail.map((m) => m.template)).toContain('account-deleted');
    expect((await db.select().from(privacyAudit)).map((a) => a.action).sort()).toEqual([
      'delete',
      'export',
    ]);

    expect(
      (await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie: alice })).status,
    ).toBe(401);
    const login = await call(t, 'POST', '/api/jobboard/auth/login', {
      email: 'alice@example.com',
      password: strongPassword,
    });
    expect(login.status).toBe(400);
    // The address is free again: signing up with it makes a new account.
    expect(
      (await call(t, 'POST', '/api/jobboard/signup', signupBody('alice@example.com'))).status,
    ).toBe(202);
    expect(
      await t.handle.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'alice@example.com')),
    ).toHaveLength(1);
  });
});
