import { expect, type Page } from '@playwright/test';
import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';

/**
 * JSON calls made from the page (same origin, its cookies): Node's resolver does not know
 * *.localhost, so page.request cannot reach a board host.
 */
export async function pageApi<T>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
    },
    { method, path, body },
  );
}

/**
 * A complete draft of the signed-in employer, written through the API the offer wizard uses and
 * titled so the test can find it (a company is made first if the team has none).
 */
export async function completeDraft(page: Page, board: string, title: string): Promise<number> {
  let companies = await pageApi<{ data: { id: number }[] }>(
    page,
    'GET',
    '/api/ats/options/companies',
  );
  if (companies.body.data.length === 0) {
    const made = await pageApi(page, 'POST', '/api/ats/companies', {
      name_fr: 'Bistro Publication',
      name_en: 'Bistro Publication',
      description_fr: '',
      description_en: '',
      video_fr: '',
      video_en: '',
      website: '',
    });
    expect(made.status).toBe(201);
    companies = await pageApi(page, 'GET', '/api/ats/options/companies');
  }
  const attrs = await pageApi<{ data: { id: number; type: string }[] }>(
    page,
    'GET',
    `/api/jobboard/${board}/offer-attributes`,
  );
  const first = (type: string) => attrs.body.data.find((a) => a.type === type)!.id;
  const live = await pageApi<{ data: { city: { id: number } | null }[] }>(
    page,
    'GET',
    `/api/jobboard/${board}/offers`,
  );
  const cityId = live.body.data.find((o) => o.city)!.city!.id;
  const created = await pageApi<{ data: { id: number } }>(page, 'POST', '/api/ats/offers', {
    company_id: companies.body.data[0]!.id,
    is_confidential: false,
    primary_language: 'fr',
    title_fr: title,
    title_en: title,
    description_fr: '<p>Préparer les plats.</p>',
    description_en: '<p>Cook the meals.</p>',
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  for (const body of [
    {
      step: 'attributes',
      category_id: first('category'),
      specialization_ids: [first('specialization')],
      // Full time: a volunteer schedule next to a pay is refused (issue 45).
      schedule_ids: [scheduleAttributeId.fullTime],
      experience_id: null,
      education_ids: [],
      certification_ids: [],
      skill_ids: [],
    },
    {
      step: 'specifications',
      city_id: cityId,
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
  ]) {
    const res = await pageApi(page, 'PUT', `/api/ats/offers/${id}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return id;
}
