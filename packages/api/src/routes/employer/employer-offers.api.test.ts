import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { permissions, userPermissions, users } from '@jobboard/db/schema/accounts';
import { companies } from '@jobboard/db/schema/companies';
import { offerContents, offerPublications, offers } from '@jobboard/db/schema/offers';
import { offerSearch } from '@jobboard/db/schema/search';
import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';
import { queryRows } from '@jobboard/db/query';
import { minimumWageOn, quebecToday } from '../../contracts/employer-offers/quebec-rules';
import { call, signUp } from '../../testing/accounts';
import { cityId } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let owner: string;
let rival: string;
let noOffers: string;
let candidate: string;
let company: number;
let rivalCompany: number;
let attrs: {
  category: number;
  specialization: number;
  education: number;
  certification: number;
  skill: number;
};
let montreal: number;

async function teamOf(email: string): Promise<number> {
  const [row] = await t.handle.db.select().from(users).where(eq(users.email, email));
  return row!.teamId!;
}

async function insertCompany(teamId: number, name: string): Promise<number> {
  const [row] = await t.handle.db
    .insert(companies)
    .values({ teamId, slug: name.toLowerCase(), nameFr: name, nameEn: name })
    .returning({ id: companies.id });
  return row!.id;
}

async function firstOfType(type: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`SELECT id FROM offer_attributes WHERE type = ${type} AND (board IS NULL OR board = 'hospitality') ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error(`no ${type}`);
  return Number(row.id);
}

const details = () => ({
  company_id: company,
  is_confidential: false,
  primary_language: 'fr',
  title_fr: 'Cuisinier de nuit',
  title_en: 'Night cook',
  description_fr: '<p>Préparer les plats <strong>chauds</strong>.</p>',
  description_en: '<p>Cook hot meals.</p>',
});
const attributes = () => ({
  category_id: attrs.category,
  specialization_ids: [attrs.specialization],
  schedule_ids: [scheduleAttributeId.fullTime],
  experience_id: null,
  education_ids: [attrs.education],
  certification_ids: [attrs.certification],
  skill_ids: [attrs.skill],
});
const specifications = () => ({
  city_id: montreal,
  place_id: null,
  salary_period: 'hour',
  salary_min: 20,
  salary_max: 24,
  tips: false,
  shifts: ['evening', 'night'],
  positions: 2,
  start_date: '2030-01-15',
  application_deadline: '2030-01-01',
  apply_method: 'board',
  apply_url: null,
  apply_email: null,
  requires_other_language: false,
  language_reason_fr: null,
  language_reason_en: null,
});

async function createDraft(cookie = owner, body: object = details()): Promise<number> {
  const res = await call(t, 'POST', '/api/ats/offers', body, { cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const validate = (step: string, body: object, o: { lg?: 'fr' | 'en'; cookie?: string } = {}) =>
  call(t, 'POST', `/api/jobboard/hospitality/employer/offers/validation/${step}`, body, {
    cookie: o.cookie ?? owner,
    lg: o.lg ?? 'en',
  });

async function errorsOf(res: Response): Promise<Record<string, string[]>> {
  expect(res.status).toBe(422);
  return ((await res.json()) as { errors: Record<string, string[]> }).errors;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  owner = await signUp(t, 'ats', 'owner@example.com');
  rival = await signUp(t, 'ats', 'rival@example.com');
  noOffers = await signUp(t, 'ats', 'member@example.com');
  candidate = await signUp(t, 'jobboard', 'cand@example.com');
  const db = t.handle.db;
  // The member joins the owner's team without manage_offers.
  const [member] = await db.select().from(users).where(eq(users.email, 'member@example.com'));
  await db
    .update(users)
    .set({ teamId: await teamOf('owner@example.com') })
    .where(eq(users.id, member!.id));
  const [manageOffers] = await db
    .select()
    .from(permissions)
    .where(eq(permissions.name, 'manage_offers'));
  await db
    .delete(userPermissions)
    .where(
      and(
        eq(userPermissions.userId, member!.id),
        eq(userPermissions.permissionId, manageOffers!.id),
      ),
    );
  company = await insertCompany(await teamOf('owner@example.com'), 'Bistro Owner');
  rivalCompany = await insertCompany(await teamOf('rival@example.com'), 'Bistro Rival');
  attrs = {
    category: await firstOfType('category'),
    specialization: await firstOfType('specialization'),
    education: await firstOfType('education'),
    certification: await firstOfType('certification'),
    skill: await firstOfType('skill'),
  };
  montreal = await cityId(db, 'montreal');
});
afterAll(() => t.close());

describe('guards', () => {
  it('refuses guests (401), candidates and members without manage_offers (403)', async () => {
    const paths: [string, string, object?][] = [
      ['GET', '/api/ats/offers'],
      ['POST', '/api/ats/offers', details()],
      ['GET', '/api/ats/offers/1'],
      ['PUT', '/api/ats/offers/1', { step: 'details', ...details() }],
      ['POST', '/api/ats/offers/1/duplicate'],
      ['POST', '/api/jobboard/hospitality/employer/offers/validation/details', details()],
    ];
    for (const [method, path, body] of paths) {
      expect((await call(t, method, path, body)).status, `${method} ${path} guest`).toBe(401);
      expect((await call(t, method, path, body, { cookie: candidate })).status).toBe(403);
      const res = await call(t, method, path, body, { cookie: noOffers, lg: 'fr' });
      expect(res.status, `${method} ${path} member`).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(
        "Vous n'avez pas l'autorisation de faire ceci.",
      );
    }
    const before = await t.handle.db.select().from(offers);
    expect(before.filter((o) => o.companyId === company)).toHaveLength(0);
  });

  it('gives team options to any employer of the team, and only its own', async () => {
    const res = await call(t, 'GET', '/api/ats/options/companies', undefined, { cookie: owner });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: number }[] };
    expect(data.map((c) => c.id)).toEqual([company]);
    const people = await call(t, 'GET', '/api/ats/options/users', undefined, { cookie: owner });
    const emails = ((await people.json()) as { data: { email: string }[] }).data.map(
      (u) => u.email,
    );
    expect(emails.sort()).toEqual(['member@example.com', 'owner@example.com']);
    expect((await call(t, 'GET', '/api/ats/options/users')).status).toBe(401);
    expect(
      (await call(t, 'GET', '/api/ats/options/users', undefined, { cookie: candidate })).status,
    ).toBe(403);
    const places = await call(t, 'GET', '/api/ats/options/places?q=trois', undefined, {
      cookie: owner,
    });
    const found = ((await places.json()) as { data: { address: string }[] }).data;
    expect(found[0]?.address).toBe('Trois-Rivières, QC, Canada');
  });
});

describe('validation steps', () => {
  it('accepts valid steps', async () => {
    expect((await validate('details', details())).status).toBe(200);
    expect((await validate('attributes', attributes())).status).toBe(200);
    expect((await validate('specifications', specifications())).status).toBe(200);
  });

  it('answers a body that is not an object with 422, and documents every step in OpenAPI', async () => {
    for (const payload of ['null', '[]', '42']) {
      const res = await t.request('/api/ats/offers?lg=en', {
        method: 'POST',
        host: 'hospitality.localhost',
        headers: { cookie: owner, 'content-type': 'application/json' },
        body: payload,
      });
      expect(res.status, payload).toBe(422);
    }
    const doc = await t.request('/api/openapi.json');
    expect(doc.status).toBe(200);
    const { paths } = (await doc.json()) as { paths: Record<string, unknown> };
    expect(paths).toHaveProperty(['/api/ats/offers/{id}']);
  });

  it('details: company of the team, primary-language title and description, lengths', async () => {
    const missing = await errorsOf(await validate('details', {}, { lg: 'fr' }));
    expect(missing.company_id).toEqual(['Choisissez une entreprise.']);
    expect(missing.title_fr).toEqual(['Entrez le titre dans la langue principale de l’offre.']);
    expect(missing.description_fr).toBeDefined();
    const english = await errorsOf(
      await validate('details', { ...details(), primary_language: 'en', title_en: '' }),
    );
    expect(english).toEqual({ title_en: ['Enter the title in the offer’s primary language.'] });
    const emptyHtml = await errorsOf(
      await validate('details', { ...details(), description_fr: '<p> </p>' }),
    );
    expect(Object.keys(emptyHtml)).toEqual(['description_fr']);
    const long = await errorsOf(
      await validate('details', { ...details(), title_fr: 'x'.repeat(151) }, { lg: 'en' }),
    );
    expect(long.title_fr).toEqual(['The title must be at most 150 characters.']);
    const other = await errorsOf(
      await validate('details', { ...details(), company_id: rivalCompany }),
    );
    expect(other).toEqual({ company_id: ['Choose a company.'] });
    expect(await errorsOf(await validate('details', { ...details(), company_id: 'abc' }))).toEqual({
      company_id: ['Choose a company.'],
    });
  });

  it('attributes: required ones, types and the six schedules', async () => {
    const missing = await errorsOf(await validate('attributes', {}, { lg: 'fr' }));
    expect(missing.category_id).toEqual(['Choisissez une catégorie.']);
    expect(missing.schedule_ids).toBeDefined();
    const none = await errorsOf(
      await validate('attributes', { ...attributes(), specialization_ids: [], schedule_ids: [] }),
    );
    expect(none.specialization_ids).toEqual(['Choose 1 to 10 specializations.']);
    expect(none.schedule_ids).toEqual(['Choose at least one schedule.']);
    const wrongType = await errorsOf(
      await validate('attributes', { ...attributes(), category_id: attrs.skill }),
    );
    expect(wrongType).toEqual({ category_id: ['Unknown offer attribute.'] });
    const badSchedule = await errorsOf(
      await validate('attributes', { ...attributes(), schedule_ids: [attrs.skill] }),
    );
    expect(badSchedule.schedule_ids).toBeDefined();
    const many = await errorsOf(
      await validate('attributes', {
        ...attributes(),
        skill_ids: Array.from({ length: 31 }, (_, i) => i + 1),
      }),
    );
    expect(many.skill_ids).toEqual(['You chose too many items.']);
  });

  it('specifications: pay, dates, how to apply, city, in both languages', async () => {
    const spec = specifications();
    const check = async (patch: object, lg: 'fr' | 'en' = 'en') =>
      errorsOf(await validate('specifications', { ...spec, ...patch }, { lg }));
    expect((await check({ salary_min: -5 })).salary_min).toEqual([
      'Enter an amount in Canadian dollars, greater than zero.',
    ]);
    expect((await check({ salary_min: '' }, 'fr')).salary_min).toEqual([
      'Entrez le salaire minimum offert.',
    ]);
    expect((await check({ salary_min: 900, salary_max: 1000 })).salary_min).toEqual([
      'An hourly wage must be at most $500.',
    ]);
    expect(
      (await check({ salary_period: 'year', salary_min: 5_000_000, salary_max: null })).salary_min,
    ).toEqual(['A yearly salary must be at most $1,000,000.']);
    expect((await check({ salary_min: 30, salary_max: 25 }, 'fr')).salary_max).toEqual([
      'Le maximum doit être plus grand ou égal au minimum.',
    ]);
    expect((await check({ application_deadline: '2020-01-01' })).application_deadline).toEqual([
      'The deadline cannot be in the past.',
    ]);
    expect((await check({ start_date: '2030-13-45' })).start_date).toEqual(['Enter a valid date.']);
    expect(
      (await check({ apply_method: 'url', apply_url: 'javascript:alert(1)' })).apply_url,
    ).toEqual(['Enter a full web address starting with https://.']);
    expect((await check({ apply_method: 'email', apply_email: 'nope' }, 'fr')).apply_email).toEqual(
      ['Entrez une adresse courriel valide.'],
    );
    expect((await check({ positions: 0 })).positions).toEqual([
      'Enter a number of positions from 1 to 999.',
    ]);
    expect((await check({ shifts: ['brunch'] })).shifts).toBeDefined();
    expect((await check({ city_id: 999999 })).city_id).toEqual(['This city does not exist.']);
    expect((await check({ place_id: 'nowhere:1' })).place_id).toBeDefined();
    expect(
      (
        await validate('specifications', {
          ...spec,
          apply_method: 'url',
          apply_url: 'https://x.ca/jobs',
        })
      ).status,
    ).toBe(200);
  });
});

describe('Quebec rules', () => {
  const rate = minimumWageOn(quebecToday());

  it('refuses pay under the minimum wage, quoting it; tips use the tipped rate', async () => {
    const under = { ...specifications(), salary_min: rate.general - 0.01, salary_max: null };
    const en = await errorsOf(await validate('specifications', under));
    expect(en.salary_min?.[0]).toContain(`$${rate.general.toFixed(2)} an hour`);
    const fr = await errorsOf(await validate('specifications', under, { lg: 'fr' }));
    expect(fr.salary_min?.[0]).toContain(`${rate.general.toFixed(2).replace('.', ',')} $`);
    // The same pay with tips is above the tipped rate.
    expect((await validate('specifications', { ...under, tips: true })).status).toBe(200);
    const tipped = await errorsOf(
      await validate('specifications', { ...under, tips: true, salary_min: rate.tipped - 0.5 }),
    );
    expect(tipped.salary_min?.[0]).toContain('tips');
    expect(tipped.salary_min?.[0]).toContain(`$${rate.tipped.toFixed(2)}`);
    // Yearly pay is compared over 2,080 hours.
    const yearlyUnder = Math.floor(rate.general * 2080) - 10;
    const yearly = await errorsOf(
      await validate('specifications', {
        ...under,
        salary_period: 'year',
        salary_min: yearlyUnder,
      }),
    );
    expect(yearly.salary_min?.[0]).toContain('2,080 hours');
    expect(
      (
        await validate('specifications', {
          ...under,
          salary_period: 'year',
          salary_min: Math.ceil(rate.general * 2080),
        })
      ).status,
    ).toBe(200);
  });

  it('needs a stated reason to require another language than French', async () => {
    const errors = await errorsOf(
      await validate(
        'specifications',
        { ...specifications(), requires_other_language: true },
        { lg: 'fr' },
      ),
    );
    expect(errors.language_reason_fr?.[0]).toContain('Charte de la langue française');
    const id = await createDraft();
    const res = await call(
      t,
      'PUT',
      `/api/ats/offers/${id}`,
      {
        step: 'specifications',
        ...specifications(),
        requires_other_language: true,
        language_reason_fr: 'Clientèle touristique anglophone',
        language_reason_en: 'English-speaking tourists',
      },
      { cookie: owner },
    );
    const { data } = (await res.json()) as {
      data: { language_reason_fr: string; requires_other_language: boolean };
    };
    expect(data.requires_other_language).toBe(true);
    expect(data.language_reason_fr).toBe('Clientèle touristique anglophone');
  });

  it('names what stops publishing: the French version first', async () => {
    const id = await createDraft(owner, {
      ...details(),
      primary_language: 'en',
      title_fr: '',
      description_fr: '',
    });
    const res = await call(t, 'GET', `/api/ats/offers/${id}`, undefined, { cookie: owner });
    const { data } = (await res.json()) as { data: { publication_problems: string[] } };
    expect(data.publication_problems).toEqual([
      'french_title_missing',
      'french_description_missing',
      'attributes_missing',
      'specifications_missing',
    ]);
    for (const step of [
      { step: 'details', ...details() },
      { step: 'attributes', ...attributes() },
      { step: 'specifications', ...specifications() },
    ]) {
      const put = await call(t, 'PUT', `/api/ats/offers/${id}`, step, { cookie: owner });
      expect(put.status).toBe(200);
    }
    const after = await call(t, 'GET', `/api/ats/offers/${id}`, undefined, { cookie: owner });
    expect(
      ((await after.json()) as { data: { publication_problems: string[] } }).data
        .publication_problems,
    ).toEqual([]);
  });
});

describe('offers of the team', () => {
  it('creates a draft from step one, saves the next steps, and reads it back', async () => {
    const res = await call(
      t,
      'POST',
      '/api/ats/offers',
      // Mass assignment: none of these may be taken from the body.
      { ...details(), status: 'published', team_id: 1, board: 'careers', boards: ['careers'] },
      { cookie: owner },
    );
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: number; status: string } };
    expect(data.status).toBe('draft');
    const [row] = await t.handle.db.select().from(offers).where(eq(offers.id, data.id));
    expect(row?.status).toBe('draft');
    expect(row?.teamId).toBe(await teamOf('owner@example.com'));
    expect(
      await t.handle.db
        .select()
        .from(offerPublications)
        .where(eq(offerPublications.offerId, data.id)),
    ).toHaveLength(0);

    const put = await call(
      t,
      'PUT',
      `/api/ats/offers/${data.id}`,
      { step: 'attributes', ...attributes(), status: 'published' },
      { cookie: owner },
    );
    expect(put.status).toBe(200);
    const spec = await call(
      t,
      'PUT',
      `/api/ats/offers/${data.id}`,
      { step: 'specifications', ...specifications() },
      { cookie: owner },
    );
    const saved = ((await spec.json()) as { data: Record<string, unknown> }).data;
    expect(saved).toMatchObject({
      status: 'draft',
      title_fr: 'Cuisinier de nuit',
      category_id: attrs.category,
      schedule_ids: [scheduleAttributeId.fullTime],
      skill_ids: [attrs.skill],
      city_id: montreal,
      salary_min: 20,
      salary_max: 24,
      shifts: ['evening', 'night'],
      positions: 2,
      start_date: '2030-01-15',
      application_deadline: '2030-01-01',
    });
    const bad = await call(
      t,
      'PUT',
      `/api/ats/offers/${data.id}`,
      { step: 'nope' },
      { cookie: owner },
    );
    expect(bad.status).toBe(422);
  });

  it('refuses the volunteer schedule next to a pay, whichever step comes second', async () => {
    const put = (id: number, body: object, lg: 'fr' | 'en' = 'en') =>
      call(t, 'PUT', `/api/ats/offers/${id}?lg=${lg}`, body, { cookie: owner });
    const volunteer = { ...attributes(), schedule_ids: [scheduleAttributeId.volunteer] };

    // Pay first, then the volunteer schedule: refused on the schedules, translated.
    const paid = await createDraft();
    expect((await put(paid, { step: 'attributes', ...attributes() })).status).toBe(200);
    expect((await put(paid, { step: 'specifications', ...specifications() })).status).toBe(200);
    const refused = await put(paid, { step: 'attributes', ...volunteer });
    expect(refused.status).toBe(422);
    expect((await errorsOf(refused)).schedule_ids?.[0]).toContain('volunteer position is unpaid');
    const fr = await errorsOf(await put(paid, { step: 'attributes', ...volunteer }, 'fr'));
    expect(fr.schedule_ids?.[0]).toContain('poste bénévole n’est pas rémunéré');

    // The volunteer schedule first, then a pay: refused on the pay.
    const unpaid = await createDraft();
    expect((await put(unpaid, { step: 'attributes', ...volunteer })).status).toBe(200);
    const pay = await put(unpaid, { step: 'specifications', ...specifications() });
    expect(pay.status).toBe(422);
    expect((await errorsOf(pay)).salary_min?.[0]).toContain('volunteer position is unpaid');
  });

  it('sanitises descriptions before storing them', async () => {
    const id = await createDraft(owner, {
      ...details(),
      description_fr:
        '<p onclick="x()">Bonjour<script>alert(1)</script><a href="javascript:alert(1)">lien</a><img src=x onerror=alert(1)></p>',
    });
    const [row] = await t.handle.db
      .select()
      .from(offerContents)
      .where(and(eq(offerContents.offerId, id), eq(offerContents.language, 'fr')));
    expect(row?.description).toContain('Bonjour');
    expect(row?.description).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('refuses a 2 MB description with 413 and stores nothing', async () => {
    const count = async () => (await t.handle.db.select().from(offers)).length;
    const before = await count();
    const res = await call(
      t,
      'POST',
      '/api/ats/offers',
      { ...details(), description_fr: `<p>${'a'.repeat(2 * 1024 * 1024)}</p>` },
      { cookie: owner, lg: 'fr' },
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Taille de fichier dépassée.');
    const big = await call(
      t,
      'POST',
      '/api/ats/offers',
      { ...details(), description_fr: `<p>${'a'.repeat(120_000)}</p>` },
      { cookie: owner },
    );
    expect((await errorsOf(big)).description_fr).toEqual([
      'The description must be at most 100,000 characters (formatting included).',
    ]);
    expect(await count()).toBe(before);
  });

  it("keeps other teams' offers and companies out (404 / 422)", async () => {
    const id = await createDraft();
    for (const [method, path, body] of [
      ['GET', `/api/ats/offers/${id}`, undefined],
      ['PUT', `/api/ats/offers/${id}`, { step: 'details', ...details(), company_id: rivalCompany }],
      ['POST', `/api/ats/offers/${id}/duplicate`, undefined],
      // Before the body is looked at: an empty or invalid step is not the contract's 422 here.
      ['PUT', `/api/ats/offers/${id}`, {}],
      ['PUT', `/api/ats/offers/${id}`, { step: 'nope' }],
    ] as const) {
      expect((await call(t, method, path, body, { cookie: rival })).status).toBe(404);
    }
    const stolen = await call(
      t,
      'POST',
      '/api/ats/offers',
      { ...details(), company_id: company },
      { cookie: rival },
    );
    expect(await errorsOf(stolen)).toEqual({ company_id: ['Choose a company.'] });
    const moved = await call(
      t,
      'PUT',
      `/api/ats/offers/${id}`,
      { step: 'details', ...details(), company_id: rivalCompany },
      { cookie: owner },
    );
    expect(await errorsOf(moved)).toEqual({ company_id: ['Choose a company.'] });
    const list = await call(t, 'GET', '/api/ats/offers', undefined, { cookie: rival });
    expect(((await list.json()) as { meta: { total: number } }).meta.total).toBe(0);
  });

  it('lists newest first with status, boards, filters, search and paging', async () => {
    const second = await insertCompany(await teamOf('owner@example.com'), 'Second Café');
    const ids: number[] = [];
    for (let i = 0; i < 17; i++) {
      ids.push(
        await createDraft(owner, {
          ...details(),
          company_id: i % 2 ? second : company,
          title_fr: `Serveur ${i}`,
        }),
      );
    }
    const get = async (query: string) => {
      const res = await call(t, 'GET', `/api/ats/offers?${query}`, undefined, { cookie: owner });
      expect(res.status).toBe(200);
      return (await res.json()) as {
        data: { id: number; status: string; title: { fr: string }; boards: string[] }[];
        meta: { total: number; last_page: number; per_page: number; current_page: number };
      };
    };
    const first = await get('');
    expect(first.data[0]?.id).toBe(ids[16]);
    expect(first.meta.per_page).toBe(15);
    expect(first.data).toHaveLength(15);
    const byTitle = await get('title=serveur 1');
    expect(byTitle.data.map((r) => r.title.fr).sort()).toEqual([
      'Serveur 1',
      'Serveur 10',
      'Serveur 11',
      'Serveur 12',
      'Serveur 13',
      'Serveur 14',
      'Serveur 15',
      'Serveur 16',
    ]);
    const ofSecond = await get(`company_id=${second}`);
    expect(ofSecond.meta.total).toBe(8);
    // One of them goes live on a board: published, with that board.
    await t.handle.db.update(offers).set({ status: 'published' }).where(eq(offers.id, ids[3]!));
    await t.handle.db.insert(offerPublications).values({ offerId: ids[3]!, board: 'hospitality' });
    const published = await get('status=published');
    expect(published.data.map((r) => [r.id, r.boards])).toEqual([[ids[3], ['hospitality']]]);
    expect((await get('status=draft')).data.some((r) => r.id === ids[3])).toBe(false);
    expect(
      (await call(t, 'GET', '/api/ats/offers?status=live', undefined, { cookie: owner })).status,
    ).toBe(422);
    const page2 = await get('page=2');
    expect(page2.meta.current_page).toBe(2);
  });

  it('duplicates an offer into a new draft of the team', async () => {
    const id = await createDraft();
    await call(
      t,
      'PUT',
      `/api/ats/offers/${id}`,
      { step: 'attributes', ...attributes() },
      { cookie: owner },
    );
    const res = await call(t, 'POST', `/api/ats/offers/${id}/duplicate`, undefined, {
      cookie: owner,
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as {
      data: { id: number; status: string; title_fr: string; category_id: number };
    };
    expect(data.id).not.toBe(id);
    expect(data).toMatchObject({
      status: 'draft',
      title_fr: 'Cuisinier de nuit',
      category_id: attrs.category,
    });
  });

  it('editing a published offer updates the search read model in the same step', async () => {
    const id = await createDraft();
    await call(
      t,
      'PUT',
      `/api/ats/offers/${id}`,
      { step: 'attributes', ...attributes() },
      { cookie: owner },
    );
    await call(
      t,
      'PUT',
      `/api/ats/offers/${id}`,
      { step: 'specifications', ...specifications() },
      { cookie: owner },
    );
    await t.handle.db.update(offers).set({ status: 'published' }).where(eq(offers.id, id));
    await t.handle.db.insert(offerPublications).values({ offerId: id, board: 'hospitality' });
    await t.handle.db.execute(sql`SELECT refresh_offer_search(ARRAY[${id}]::int[])`);
    const search = async (title: string) => {
      const res = await call(
        t,
        'GET',
        `/api/jobboard/hospitality/offers?title=${encodeURIComponent(title)}`,
      );
      return ((await res.json()) as { data: { id: number }[] }).data.map((o) => o.id);
    };
    expect(await search('Cuisinier de nuit')).toContain(id);
    const put = await call(
      t,
      'PUT',
      `/api/ats/offers/${id}`,
      {
        step: 'details',
        ...details(),
        title_fr: 'Pâtissier matinal',
        title_en: 'Early pastry chef',
      },
      { cookie: owner },
    );
    expect(put.status).toBe(200);
    expect(await search('Pâtissier matinal')).toContain(id);
    expect(await search('Cuisinier de nuit')).not.toContain(id);
    const [row] = await t.handle.db
      .select({ title: offerSearch.titleNorm })
      .from(offerSearch)
      .where(eq(offerSearch.offerId, id));
    expect(row?.title).toContain('patissier matinal');
    const page = await call(t, 'GET', `/api/jobboard/hospitality/offers/${id}`, undefined, {
      lg: 'fr',
    });
    expect(JSON.stringify(await page.json())).toContain('Pâtissier matinal');

    // A language requirement's stated reason is shown with the public offer, in French by default.
    await call(
      t,
      'PUT',
      `/api/ats/offers/${id}`,
      {
        step: 'specifications',
        ...specifications(),
        requires_other_language: true,
        language_reason_fr: 'Clientèle touristique anglophone',
      },
      { cookie: owner },
    );
    for (const lg of ['fr', 'en'] as const) {
      const shown = await call(t, 'GET', `/api/jobboard/hospitality/offers/${id}`, undefined, {
        lg,
      });
      const { data } = (await shown.json()) as { data: { language_requirement?: string } };
      expect(data.language_requirement).toBe('Clientèle touristique anglophone');
    }
  });
});

describe('postal code', () => {
  const save = (id: number, patch: object) =>
    call(
      t,
      'PUT',
      `/api/ats/offers/${id}`,
      { step: 'specifications', ...specifications(), ...patch },
      { cookie: owner },
    );

  it('refuses what is no Canadian postal code with a translated field error, stores nothing', async () => {
    const id = await createDraft();
    for (const bad of ['H2X1Y', '12345', 'H2X-1Y4', 'D2X 1Y4', 'W1A 1A1', 'H2X 1Y4 extra', 7]) {
      const errors = await errorsOf(
        await validate('specifications', { ...specifications(), postal_code: bad }),
      );
      expect(errors.postal_code, String(bad)).toEqual([
        'Enter a Canadian postal code, for example H2X 1Y4.',
      ]);
    }
    const fr = await errorsOf(
      await validate('specifications', { ...specifications(), postal_code: 'H2X' }, { lg: 'fr' }),
    );
    expect(fr.postal_code).toEqual(['Entrez un code postal canadien, par exemple H2X 1Y4.']);
    expect((await save(id, { postal_code: '90210' })).status).toBe(422);
    const [row] = await t.handle.db.select().from(offers).where(eq(offers.id, id));
    expect(row?.postalCode).toBeNull();
  });

  it('is optional, stored normalised (upper case, one space), read back and shown publicly', async () => {
    const id = await createDraft();
    await call(
      t,
      'PUT',
      `/api/ats/offers/${id}`,
      { step: 'attributes', ...attributes() },
      {
        cookie: owner,
      },
    );
    const blank = await save(id, { postal_code: '  ' });
    expect(blank.status).toBe(200);
    expect(
      ((await blank.json()) as { data: { postal_code: unknown } }).data.postal_code,
    ).toBeNull();

    const res = await save(id, { postal_code: ' h2x  1y4 ' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { data: { postal_code: unknown } }).data.postal_code).toBe(
      'H2X 1Y4',
    );
    const [row] = await t.handle.db.select().from(offers).where(eq(offers.id, id));
    expect(row?.postalCode).toBe('H2X 1Y4');
    const read = await call(t, 'GET', `/api/ats/offers/${id}`, undefined, { cookie: owner });
    expect(((await read.json()) as { data: { postal_code: unknown } }).data.postal_code).toBe(
      'H2X 1Y4',
    );

    await t.handle.db.update(offers).set({ status: 'published' }).where(eq(offers.id, id));
    await t.handle.db.insert(offerPublications).values({ offerId: id, board: 'hospitality' });
    await t.handle.db.execute(sql`SELECT refresh_offer_search(ARRAY[${id}]::int[])`);
    const shown = await call(t, 'GET', `/api/jobboard/hospitality/offers/${id}`);
    expect(((await shown.json()) as { data: { postal_code: unknown } }).data.postal_code).toBe(
      'H2X 1Y4',
    );
    // A confidential offer locates no one: its postal code stays with the employer.
    await t.handle.db.update(offers).set({ isConfidential: true }).where(eq(offers.id, id));
    const hidden = await call(t, 'GET', `/api/jobboard/hospitality/offers/${id}`);
    expect(
      ((await hidden.json()) as { data: { postal_code: unknown } }).data.postal_code,
    ).toBeNull();

    // Cleared by an empty field.
    expect((await save(id, { postal_code: '' })).status).toBe(200);
    const [cleared] = await t.handle.db.select().from(offers).where(eq(offers.id, id));
    expect(cleared?.postalCode).toBeNull();
  });

  it('cannot be stored malformed, even by a write that skips the contract', async () => {
    const id = await createDraft();
    await expect(
      t.handle.db.update(offers).set({ postalCode: 'h2x1y4' }).where(eq(offers.id, id)),
    ).rejects.toThrow();
  });
});
