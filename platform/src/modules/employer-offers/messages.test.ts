import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { wizardValues } from './wizard/wizard-values';

const dir = path.resolve(import.meta.dirname, '../../../messages');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const read = (locale: string): unknown =>
  JSON.parse(readFileSync(path.join(dir, locale, 'employer-offers.json'), 'utf8'));

describe('employer offers wording', () => {
  it('has the same keys in French and English', () => {
    expect(keys(read('fr')).sort()).toEqual(keys(read('en')).sort());
  });
});

describe('wizardValues', () => {
  it('starts a new offer in the reader’s language with the only company chosen', () => {
    const v = wizardValues(null, { locale: 'en', companyId: 7 });
    expect(v.details).toMatchObject({ company_id: 7, primary_language: 'en', title_fr: '' });
    expect(v.specifications).toMatchObject({ salary_period: 'hour', positions: 1, salary_min: '' });
  });
});
