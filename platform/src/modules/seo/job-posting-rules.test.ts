import { describe, expect, it } from 'vitest';
import { checkJobPosting } from './job-posting-rules';

const complete = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Cuisinier',
  description: '<p>Cuisine du marché</p>',
  datePosted: '2026-05-01T10:00:00.000Z',
  validThrough: '2026-06-30T10:00:00.000Z',
  employmentType: ['FULL_TIME', 'TEMPORARY'],
  hiringOrganization: {
    '@type': 'Organization',
    name: 'Chez Marie',
    sameAs: 'https://chez-marie.example',
    logo: 'https://emplois.example/logo.png',
  },
  jobLocation: {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '12 rue Saint-Denis',
      addressLocality: 'Montréal',
      addressRegion: 'QC',
      postalCode: 'H2X 1Y4',
      addressCountry: 'CA',
    },
  },
  baseSalary: {
    '@type': 'MonetaryAmount',
    currency: 'CAD',
    value: { '@type': 'QuantitativeValue', minValue: 18, maxValue: 22, unitText: 'HOUR' },
  },
  directApply: true,
  identifier: { '@type': 'PropertyValue', name: 'Emplois', value: '42' },
  url: 'https://emplois.example/fr/offre/cuisinier/42',
};

const without = (path: string) => {
  const copy = structuredClone(complete) as Record<string, unknown>;
  const keys = path.split('.');
  let at = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  delete at[keys.at(-1)!];
  return copy;
};
const paths = (ld: unknown, confidential = false) =>
  checkJobPosting(ld, { confidential }).map((f) => `${f.level} ${f.path}`);

describe('the JobPosting rule set', () => {
  it('finds nothing on a complete posting', () => {
    expect(checkJobPosting(complete)).toEqual([]);
  });

  it('calls each missing required property an error', () => {
    for (const path of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'])
      expect(paths(without(path))).toContain(`error ${path}`);
    expect(paths(without('hiringOrganization.name'))).toContain('error hiringOrganization.name');
    expect(paths(without('jobLocation.address.addressCountry'))).toContain(
      'error jobLocation.address.addressCountry',
    );
  });

  it('calls each missing recommended property a warning', () => {
    for (const path of [
      'validThrough',
      'employmentType',
      'baseSalary',
      'identifier',
      'directApply',
      'hiringOrganization.logo',
      'hiringOrganization.sameAs',
      'jobLocation.address.postalCode',
      'jobLocation.address.streetAddress',
      'jobLocation.address.addressLocality',
      'jobLocation.address.addressRegion',
    ])
      expect(paths(without(path)), path).toEqual([`warning ${path}`]);
  });

  it('checks formats: dates, employment types, salary, postal code, URLs', () => {
    expect(paths({ ...complete, validThrough: '30/06/2026' })).toEqual(['error validThrough']);
    expect(paths({ ...complete, datePosted: '2026-13-01' })).toEqual(['error datePosted']);
    expect(paths({ ...complete, validThrough: '2026-04-01' })).toEqual(['error validThrough']);
    expect(paths({ ...complete, employmentType: 'FULL TIME' })).toEqual(['error employmentType']);
    const salary = structuredClone(complete.baseSalary);
    salary.value.unitText = 'SHIFT';
    expect(paths({ ...complete, baseSalary: salary })).toEqual(['error baseSalary.value.unitText']);
    const address = (postalCode: string) => ({
      '@type': 'Place',
      address: { ...complete.jobLocation.address, postalCode },
    });
    expect(paths({ ...complete, jobLocation: address('h2x1y4') })).toEqual([
      'error jobLocation.address.postalCode',
    ]);
    expect(paths({ ...complete, jobLocation: address('K1A 0B1') })).toEqual([
      'warning jobLocation.address.postalCode',
    ]);
    const org = { ...complete.hiringOrganization, logo: '/logo.png' };
    expect(paths({ ...complete, hiringOrganization: org })).toEqual([
      'error hiringOrganization.logo',
    ]);
    expect(paths({ ...complete, applicantLocationRequirements: { '@type': 'Country' } })).toEqual([
      'warning applicantLocationRequirements',
    ]);
    expect(paths({ ...without('jobLocation'), jobLocationType: 'TELECOMMUTE' })).toEqual([
      'error applicantLocationRequirements',
    ]);
  });

  it('expects nothing that would identify the employer of a confidential offer', () => {
    const confidential = structuredClone(complete) as Record<string, unknown>;
    confidential.hiringOrganization = { '@type': 'Organization', name: 'Confidentiel' };
    confidential.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Montréal',
        addressRegion: 'QC',
        addressCountry: 'CA',
      },
    };
    expect(paths(confidential, true)).toEqual([]);
    expect(paths(complete, true)).toEqual([
      'error hiringOrganization.logo',
      'error hiringOrganization.sameAs',
      'error jobLocation.address.streetAddress',
      'error jobLocation.address.postalCode',
    ]);
  });
});
