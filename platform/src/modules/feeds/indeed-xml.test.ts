import { describe, expect, it } from 'vitest';
import { parse as parseXml } from 'fast-xml-parser';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import { scheduleAttributeId as schedule } from '@jobboard/db/schedule-attributes';
import { indeedXml, jobType } from './indeed-xml';

const attribute = (id: number) => ({
  id,
  _id: id,
  type: 'schedule' as const,
  label: { fr: String(id), en: String(id) },
  slug: { fr: String(id), en: String(id) },
});

const offer: OfferDto = {
  id: 42,
  slug: 'cuisinier',
  slugs: { fr: 'cuisinier', en: 'cook' },
  title: 'Cuisinier',
  description: '<p>Cuisine du marché</p>',
  language: 'fr',
  primary_language: 'fr',
  contents: { fr: { title: 'Cuisinier' } },
  is_confidential: false,
  company: {
    id: 7,
    slug: 'chez-marie',
    slugs: { fr: 'chez-marie', en: 'chez-marie' },
    name: 'Chez Marie',
    name_fr: 'Chez Marie',
    name_en: null,
    logo: null,
    website: null,
  },
  city: { id: 1, slug: 'montreal', label: 'Montréal' },
  address: '12 rue Saint-Denis',
  postal_code: 'H2X 1Y4',
  lat: 45.5,
  lng: -73.5,
  salary: { min: 18, max: 22, period: 'hour' },
  attributes: [attribute(schedule.fullTime)],
  jobboards: [{ name: 'hospitality' }],
  featured: false,
  featured_until: null,
  has_applied: false,
  application_count: 0,
  published_at: '2026-05-01T10:00:00.000Z',
  expires_at: '2026-06-01T10:00:00.000Z',
  created_at: '2026-05-01T10:00:00.000Z',
};

const withSchedules = (...ids: number[]) => ({ ...offer, attributes: ids.map(attribute) });

function jobsOf(xml: string) {
  const doc = parseXml(xml, { parseNodeValue: false, arrayMode: (name: string) => name === 'job' });
  return (doc as { source: { job: Record<string, string>[] } }).source.job;
}

const feed = (offers: OfferDto[]) =>
  jobsOf(
    indeedXml(
      {
        locale: 'fr',
        publisher: 'Emplois',
        origin: 'https://emplois.example',
        confidentialCompany: 'Employeur confidentiel',
        salary: () => null,
      },
      offers,
      new Date('2026-05-02T00:00:00Z'),
    ),
  );

describe('the Indeed feed', () => {
  it('gives exactly one job type of Indeed’s list to every offer, by the documented rule', () => {
    const cases: [number[], string][] = [
      [[schedule.fullTime], 'fulltime'],
      [[schedule.partTime], 'parttime'],
      [[schedule.fullTime, schedule.partTime], 'fulltime'],
      [[schedule.partTime, schedule.temporary], 'temporary'],
      [[schedule.fullTime, schedule.contract], 'contract'],
      [[schedule.temporary, schedule.contract], 'contract'],
      [[schedule.permanent, schedule.partTime], 'parttime'],
      [[schedule.permanent], 'fulltime'],
      [[], 'fulltime'],
    ];
    for (const [ids, expected] of cases)
      expect(jobType(withSchedules(...ids)), `${ids}`).toBe(expected);
    const jobs = feed(cases.map(([ids]) => withSchedules(...ids)));
    expect(jobs.map((j) => j.jobtype)).toEqual(cases.map(([, expected]) => expected));
  });

  it("gives the offer's postal code, else one found in its address, never a confidential one's", () => {
    const jobs = feed([
      offer,
      { ...offer, id: 43, postal_code: null, address: '1 rue Ontario E, Montréal, QC h2x1y4' },
      { ...offer, id: 44, postal_code: null },
      { ...offer, id: 45, is_confidential: true, company: null, address: null, postal_code: null },
    ]);
    expect(jobs.map((j) => j.postalcode)).toEqual(['H2X 1Y4', 'H2X 1Y4', undefined, undefined]);
  });
});
