import { eq, sql } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { companies } from '@jobboard/db/schema/companies';
import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';
import { queryRows } from '@jobboard/db/query';
import { boards } from '@jobboard/tenants/registry';
import { call } from './accounts';
import { cityId } from './fixtures';
import type { TestApp } from './test-app';

async function firstOfType(t: TestApp, type: string, board: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`SELECT id FROM offer_attributes WHERE type = ${type} AND (board IS NULL OR board = ${board}) ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error(`no ${type}`);
  return Number(row.id);
}

/**
 * The boards with moderation off: for tests of publishing itself, whose freshly signed-up teams
 * would otherwise be held as new employers on hospitality (moderation has its own tests:
 * routes/operator/operator-moderation-holds.api.test.ts).
 */
export const unmoderatedBoards = boards.map((b) => ({
  ...b,
  moderation: { ...b.moderation, mode: 'off' as const },
}));

export async function teamOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.handle.db.select().from(users).where(eq(users.email, email));
  return row!.teamId!;
}

/**
 * A complete offer written through the wizard's own API (details, attributes, specifications),
 * so it passes the publishing rules; `french: false` leaves the French version out.
 */
export async function createCompleteOffer(
  t: TestApp,
  cookie: string,
  email: string,
  o: { title: string; host?: string; french?: boolean },
): Promise<number> {
  const host = o.host ?? 'hospitality.localhost';
  const board = host.split('.')[0]!;
  const [company] = await t.handle.db
    .insert(companies)
    .values({
      teamId: await teamOf(t, email),
      slug: `c-${Math.random().toString(36).slice(2)}`,
      nameFr: 'Bistro Test',
      nameEn: 'Bistro Test',
    })
    .returning({ id: companies.id });
  const french = o.french ?? true;
  const created = await call(
    t,
    'POST',
    '/api/ats/offers',
    {
      company_id: company!.id,
      is_confidential: false,
      primary_language: french ? 'fr' : 'en',
      title_fr: french ? o.title : '',
      title_en: o.title,
      description_fr: french ? '<p>Préparer les plats.</p>' : '',
      description_en: '<p>Cook the meals.</p>',
    },
    { cookie, host },
  );
  if (created.status !== 201) throw new Error(`create ${created.status} ${await created.text()}`);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const steps = [
    {
      step: 'attributes',
      category_id: await firstOfType(t, 'category', board),
      specialization_ids: [await firstOfType(t, 'specialization', board)],
      schedule_ids: [scheduleAttributeId.fullTime],
      experience_id: null,
      education_ids: [],
      certification_ids: [],
      skill_ids: [],
    },
    {
      step: 'specifications',
      city_id: await cityId(t.handle.db, 'montreal'),
      place_id: null,
      salary_period: 'hour',
      salary_min: 22,
      salary_max: 25,
      tips: false,
      shifts: ['evening'],
      positions: 1,
      start_date: null,
      application_deadline: null,
      apply_method: 'board',
      apply_url: null,
      apply_email: null,
      requires_other_language: false,
      language_reason_fr: null,
      language_reason_en: null,
    },
  ];
  for (const body of steps) {
    const res = await call(t, 'PUT', `/api/ats/offers/${id}`, body, { cookie, host });
    if (res.status !== 200) throw new Error(`${body.step} ${res.status} ${await res.text()}`);
  }
  return id;
}
