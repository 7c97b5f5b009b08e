import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferAttributeDto } from '../../contracts/attributes';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

type Grouped = Record<string, OfferAttributeDto[]>;

describe('GET /offer-attributes', () => {
  it('groups the attributes of the host board by type, with the fixed schedules', async () => {
    const { status, body } = await t.getJson<Grouped>('/api/offer-attributes');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        'category',
        'certification',
        'education',
        'experience',
        'schedule',
        'skill',
        'specialization',
      ].sort(),
    );
    expect(body.schedule?.map((a) => [a.id, a.label.en, a.label.fr])).toEqual([
      [36, 'Volunteer', 'Bénévole'],
      [37, 'Contract', 'Contrat'],
      [38, 'Permanent', 'Permanent'],
      [39, 'Temporary', 'Temporaire'],
      [40, 'Part time', 'Temps partiel'],
      [41, 'Full time', 'Temps plein'],
    ]);
    const dishwasher = body.specialization?.find((a) => a.slug.en === 'dishwasher');
    expect(dishwasher).toMatchObject({
      _id: dishwasher?.id,
      label: { fr: 'Plongeur', en: 'Dishwasher' },
      slug: { fr: 'plongeur' },
    });
    expect(body.specialization?.some((a) => a.slug.en === 'cashier')).toBe(false);

    const careers = await t.getJson<Grouped>('/api/offer-attributes', {
      host: 'careers.localhost',
    });
    expect(careers.body.specialization?.some((a) => a.slug.en === 'cashier')).toBe(true);
    expect(careers.body.specialization?.some((a) => a.slug.en === 'dishwasher')).toBe(false);
    expect(careers.body.schedule).toHaveLength(6);
  });

  it('lists the same attributes for /jobboard/{board}/offer-attributes, 404 for another board', async () => {
    const grouped = await t.getJson<Grouped>('/api/offer-attributes');
    const { status, body } = await t.getJson<{ data: OfferAttributeDto[] }>(
      '/api/jobboard/hospitality/offer-attributes',
    );
    expect(status).toBe(200);
    expect(body.data.length).toBe(Object.values(grouped.body).flat().length);
    expect((await t.request('/api/jobboard/careers/offer-attributes')).status).toBe(404);
    expect((await t.request('/api/jobboard/unknown/offer-attributes')).status).toBe(404);
  });
});

describe('GET /experiences', () => {
  it('lists experience levels with both labels', async () => {
    const { status, body } = await t.getJson<{
      data: { id: number; label: { fr: string; en: string } }[];
    }>('/api/experiences');
    expect(status).toBe(200);
    expect(body.data[0]?.label).toEqual({ en: 'No experience', fr: 'Aucune expérience' });
    expect(body.data).toHaveLength(5);
  });
});

describe('GET /noc-job-titles', () => {
  type Noc = {
    data: { id: number; code: string; title: string; title_fr: string; title_en: string }[];
    total: number;
  };

  it('pages by 10 with the total', async () => {
    const p1 = await t.getJson<Noc>('/api/noc-job-titles');
    expect(p1.status).toBe(200);
    expect(p1.body.data).toHaveLength(10);
    expect(p1.body.total).toBe(40);
    const p4 = await t.getJson<Noc>('/api/noc-job-titles?page=4');
    expect(p4.body.data).toHaveLength(10);
    const p5 = await t.getJson<Noc>('/api/noc-job-titles?page=5');
    expect(p5.body).toEqual({ data: [], total: 40 });
  });

  it('searches the title of the chosen language, accents folded', async () => {
    const fr = await t.getJson<Noc>('/api/noc-job-titles?title=plongeur&lang=fr');
    expect(fr.body.data.map((x) => x.title)).toEqual(['Plongeur/plongeuse']);
    const accents = await t.getJson<Noc>(
      '/api/noc-job-titles?title=RECEPTIONNISTE%20hotel&lang=fr&jobboard=hospitality',
    );
    expect(accents.body.data.map((x) => x.code)).toEqual(['64314']);
    const en = await t.getJson<Noc>('/api/noc-job-titles?title=cook&lang=en');
    expect(en.body.total).toBe(4);
    expect(en.body.data.every((x) => x.title === x.title_en)).toBe(true);
  });

  it('rejects bad parameters with 422', async () => {
    for (const q of [
      'page=0',
      'page=x',
      `title=${'a'.repeat(10_240)}`,
      'lang=de',
      'jobboard=nope',
    ]) {
      const res = await t.getJson<{ errors: Record<string, string[]> }>(`/api/noc-job-titles?${q}`);
      expect(res.status, q).toBe(422);
      expect(Object.keys(res.body.errors).length, q).toBe(1);
    }
  });
});

describe('GET /openapi.json', () => {
  it('documents every catalogue endpoint with its parameters', async () => {
    const { body } = await t.getJson<{
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    }>('/api/openapi.json');
    for (const path of [
      '/api/offer-attributes',
      '/api/jobboard/{board}/offer-attributes',
      '/api/jobboard/{board}/featured-offers',
      '/api/jobboard/{board}/similar-offers/{offerId}',
      '/api/jobboard/{board}/offers',
      '/api/jobboard/{board}/offers/{id}',
      '/api/jobboard/{board}/legacy/offers/{lang}/{id}',
      '/api/jobboard/{board}/company/{id}',
      '/api/jobboard/{board}/company/{id}/offers',
      '/api/experiences',
      '/api/noc-job-titles',
    ]) {
      expect(body.paths[path]?.get, path).toBeDefined();
    }
    const params = body.paths['/api/jobboard/{board}/offers']?.get?.parameters?.map((p) => p.name);
    expect(params).toEqual(
      expect.arrayContaining([
        'board',
        'title',
        'company',
        'city',
        'specialization',
        'schedule',
        'published_at',
        'page',
      ]),
    );
  });
});
