import { describe, expect, it } from 'vitest';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import { boards } from '@jobboard/tenants/registry';
import { jobPostingJsonLd, postalCodeIn as postalCode } from './job-posting-json-ld';
import { checkJobPosting } from './job-posting-rules';
import { serializeJsonLd } from './serialize-json-ld';

const board = boards.find((b) => b.key === 'hospitality')!;
const origin = 'https://emplois.example';

const schedule = (id: number) => ({
  id,
  _id: id,
  type: 'schedule' as const,
  label: { fr: String(id), en: String(id) },
  slug: { fr: String(id), en: String(id) },
});

const offer: OfferDto = {
  id: 42,
  slug: 'cuisinier',
  slugs: { fr: 'cuisinier', en: 'cuisinier' },
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
    logo: '/logos/marie.png',
    website: null,
  },
  city: { id: 1, slug: 'montreal', label: 'Montréal' },
  address: '12 rue Saint-Denis',
  postal_code: null,
  lat: 45.5,
  lng: -73.5,
  salary: { min: 18, max: 22, period: 'hour' },
  attributes: [schedule(41), schedule(38)],
  jobboards: [{ name: 'hospitality' }],
  featured: false,
  featured_until: null,
  has_applied: false,
  application_count: 0,
  published_at: '2026-05-01T10:00:00.000Z',
  expires_at: '2026-06-01T10:00:00.000Z',
  created_at: '2026-05-01T10:00:00.000Z',
};

describe('jobPostingJsonLd', () => {
  it('has every property Google requires, with the schedule mapped to employmentType', () => {
    const ld = jobPostingJsonLd({ offer, board, locale: 'fr', origin });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Cuisinier',
      description: '<p>Cuisine du marché</p>',
      datePosted: '2026-05-01T10:00:00.000Z',
      validThrough: '2026-06-01T10:00:00.000Z',
      employmentType: ['FULL_TIME', 'OTHER'],
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Chez Marie',
        sameAs: 'https://emplois.example/fr/entreprise/chez-marie/7',
        logo: 'https://emplois.example/logos/marie.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 rue Saint-Denis',
          addressLocality: 'Montréal',
          addressRegion: 'QC',
          addressCountry: 'CA',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'CAD',
        value: { '@type': 'QuantitativeValue', minValue: 18, maxValue: 22, unitText: 'HOUR' },
      },
      directApply: true,
      identifier: { '@type': 'PropertyValue', value: '42' },
      url: 'https://emplois.example/fr/offre/cuisinier/42',
    });
  });

  it('never names the company of a confidential offer, even if the data carried it', () => {
    const leaky = { ...offer, is_confidential: true };
    const ld = jobPostingJsonLd({ offer: leaky, board, locale: 'en', origin });
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Confidential' });
    const text = JSON.stringify(ld);
    expect(text).not.toContain('Chez Marie');
    expect(text).not.toContain('chez-marie');
    expect(text).not.toContain('Saint-Denis');
  });

  it('gives the postal code found in the address, an absolute logo and the whole long title', () => {
    const title =
      'Préposé ou préposée à l’entretien ménager et aux chambres, quart de soir et fin de semaine';
    const ld = jobPostingJsonLd({
      offer: {
        ...offer,
        title,
        address: '12 rue Saint-Denis, Montréal (Québec) h2x3k8',
        company: { ...offer.company!, logo: 'https://cdn.example/logos/marie.png' },
      },
      board,
      locale: 'fr',
      origin,
    });
    expect(ld.title).toBe(title);
    expect(ld.jobLocation).toMatchObject({ address: { postalCode: 'H2X 3K8' } });
    expect(ld.hiringOrganization).toMatchObject({ logo: 'https://cdn.example/logos/marie.png' });
  });

  it("gives the offer's postal code, the employer's website as sameAs and an absolute logo", () => {
    const ld = jobPostingJsonLd({
      offer: {
        ...offer,
        postal_code: 'H2X 1Y4',
        company: { ...offer.company!, website: 'https://www.chez-marie.example/' },
      },
      board,
      locale: 'en',
      origin,
    });
    expect(ld.jobLocation).toMatchObject({ address: { postalCode: 'H2X 1Y4' } });
    expect(ld.hiringOrganization).toMatchObject({
      sameAs: 'https://www.chez-marie.example/',
      logo: 'https://emplois.example/logos/marie.png',
    });
    // Every required and recommended property of Google's rule set is there, and well formed.
    expect(checkJobPosting(ld)).toEqual([]);
  });

  it('leaves out what would locate or name the employer of a confidential offer', () => {
    const ld = jobPostingJsonLd({
      offer: { ...offer, is_confidential: true, company: null, address: null, postal_code: null },
      board,
      locale: 'fr',
      origin,
    });
    expect(checkJobPosting(ld, { confidential: true })).toEqual([]);
  });

  it("points its url at the offer's canonical page when given (its home board)", () => {
    const url = 'https://careers.example/fr/offre/cuisinier/42';
    expect(jobPostingJsonLd({ offer, board, locale: 'fr', origin, url }).url).toBe(url);
  });

  it('leaves out salary, expiry and employment type when unknown', () => {
    const bare = { ...offer, salary: null, expires_at: null, attributes: [schedule(40)] };
    const ld = jobPostingJsonLd({ offer: bare, board, locale: 'en', origin });
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).not.toHaveProperty('validThrough');
    expect(ld.jobLocation).not.toHaveProperty('address.postalCode');
    expect(ld.employmentType).toBe('PART_TIME');
    expect(ld.url).toBe('https://emplois.example/en/offer/cuisinier/42');
  });
});

describe('postalCodeIn', () => {
  it('finds a Canadian postal code at the end of an address, only a well-formed one', () => {
    expect(postalCode('1 rue Ontario E, Montréal, QC H2X 1Y4')).toBe('H2X 1Y4');
    expect(postalCode('12 boul. X, Laval h7n1a1')).toBe('H7N 1A1');
    expect(postalCode('12 boul. X, Laval')).toBeNull();
    expect(postalCode('Suite D1A 1A1')).toBeNull();
    expect(postalCode(null)).toBeNull();
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script tag and still parses to the same data', () => {
    const data = { description: '</script><script>alert(1)</script>\u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(data);
  });
});
