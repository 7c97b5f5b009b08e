import { describe, expect, it } from 'vitest';
import type { AccountUser } from '@/modules/session';
import { homeRouteOf } from './home-route';

const employer = (...names: string[]) =>
  ({ guard: 'ats', permissions: names.map((name) => ({ name })) }) as unknown as AccountUser;

describe('homeRouteOf', () => {
  it('sends visitors and candidates to the board home', () => {
    expect(homeRouteOf(null)).toBe('/');
    expect(homeRouteOf({ guard: 'jobboard', permissions: [] } as unknown as AccountUser)).toBe('/');
  });

  it('sends an employer to the first section they may open', () => {
    expect(homeRouteOf(employer('manage_companies', 'manage_offers'))).toBe('/employer/companies');
    expect(homeRouteOf(employer('manage_offers', 'manage_candidates'))).toBe('/employer/my-offers');
    expect(homeRouteOf(employer('manage_candidates'))).toBe('/employer/profile');
  });
});
