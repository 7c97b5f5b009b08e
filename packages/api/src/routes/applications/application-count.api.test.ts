import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../testing/accounts';
import { insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { makePdf, upload } from '../../testing/profile-files';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Issue 19: the public applicant count follows apply and withdraw, on lists and the offer. */
let t: TestApp;
let offer: number;
const candidates: { cookie: string; resume: number }[] = [];

async function candidate(email: string): Promise<{ cookie: string; resume: number }> {
  const cookie = await signUp(t, 'jobboard', email);
  const res = await upload(
    t,
    cookie,
    { bytes: await makePdf(email), name: 'cv.pdf' },
    {
      type: 'resume',
    },
  );
  expect(res.status).toBe(201);
  return { cookie, resume: ((await res.json()) as { data: { id: number } }).data.id };
}

/** The count as the offer page and the search list each show it. */
async function counts(): Promise<{ page: number; list: number | undefined }> {
  const page = (await (
    await call(t, 'GET', `/api/jobboard/hospitality/offers/${offer}`)
  ).json()) as { data: { application_count: number } };
  const list = (await (await call(t, 'GET', '/api/jobboard/hospitality/offers')).json()) as {
    data: { id: number; application_count: number }[];
  };
  return {
    page: page.data.application_count,
    list: list.data.find((o) => o.id === offer)?.application_count,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const company = await insertFixtureCompany(t.handle.db, { nameFr: 'Gîte', nameEn: 'Lodge' });
  offer = await insertFixtureOffer(t.handle.db, {
    companyId: company,
    contents: [{ language: 'fr', title: 'Réceptionniste' }],
    boards: ['hospitality'],
  });
  for (const email of ['ana@example.com', 'ben@example.com'])
    candidates.push(await candidate(email));
});
afterAll(() => t.close());

describe('application_count', () => {
  it('goes up on apply and down on withdraw, never twice for one application', async () => {
    expect(await counts()).toEqual({ page: 0, list: 0 });
    const applications: number[] = [];
    for (const { cookie, resume } of candidates) {
      const res = await call(
        t,
        'POST',
        `/api/jobboard/hospitality/offers/${offer}/apply`,
        { resume: resume, consent: true },
        { cookie },
      );
      expect(res.status).toBe(201);
      applications.push(((await res.json()) as { data: { id: number } }).data.id);
    }
    expect(await counts()).toEqual({ page: 2, list: 2 });

    const [first] = candidates;
    // A second attempt is a 409: the count does not move.
    const again = await call(
      t,
      'POST',
      `/api/jobboard/hospitality/offers/${offer}/apply`,
      { resume: first?.resume, consent: true },
      { cookie: first?.cookie },
    );
    expect(again.status).toBe(409);
    expect(await counts()).toEqual({ page: 2, list: 2 });

    const withdraw = () =>
      call(
        t,
        'POST',
        `/api/jobboard/hospitality/user/applications/${applications[0]}/withdraw`,
        undefined,
        { cookie: first?.cookie },
      );
    expect((await withdraw()).status).toBe(200);
    expect(await counts()).toEqual({ page: 1, list: 1 });
    // Withdrawing twice answers 200 again but counts once.
    expect((await withdraw()).status).toBe(200);
    expect(await counts()).toEqual({ page: 1, list: 1 });
  });
});

describe('OpenAPI', () => {
  it('documents application_count on the Offer schema', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      components: {
        schemas: Record<string, { properties: Record<string, unknown>; required: string[] }>;
      };
    };
    const offer = doc.components.schemas.Offer;
    expect(offer?.properties.application_count).toMatchObject({ type: 'integer', minimum: 0 });
    expect(offer?.required).toContain('application_count');
  });
});
