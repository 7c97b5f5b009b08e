import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../repo-root';
import { otherCities, shortListCities } from './cities';
import { demoCompanyLogoFile } from './company-logos';
import { companySeeds } from './companies';
import { cityPostalAreas, demoPostalCode } from './postal-codes';
import { slugify } from './slug';

const canadianPostalCode = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;

describe('the demo data search engines read', () => {
  it('has a logo file for every demo company (scripts/render-demo-company-logos.ts)', () => {
    for (const company of companySeeds) {
      expect(
        existsSync(demoCompanyLogoFile(findRepoRoot(), slugify(company.nameFr))),
        company.nameFr,
      ).toBe(true);
    }
  });

  it('gives every demo city a Quebec postal area, and offers well-formed postal codes', () => {
    for (const city of [...shortListCities, ...otherCities]) {
      expect(cityPostalAreas[city.label], city.label).toMatch(/^[GHJ]\d[A-Z]$/);
    }
    for (let id = 1; id <= 400; id += 1) {
      expect(demoPostalCode('Québec', id)).toMatch(canadianPostalCode);
    }
    expect(demoPostalCode('Laval', 123)).toMatch(/^H7N /);
  });
});
