import { describe, expect, it } from 'vitest';
import type { AccountUser } from '@/modules/session';
import { homeRouteOf } from './home-route';

type Who = Pick<AccountUser, 'guard' | 'permissions'>;
const employer = (...names: Who['permissions'][number]['name'][]): Who => ({
  guard: 'ats',
  permissions: names.map((name) => ({ name })),
});

describe('homeRouteOf', () => {
  it('sends visitors and candidates to the board home', () => {
    expect(homeRouteOf(null)).toBe('/');
    expect(homeRouteOf({ guard: 'jobboard', permissions: [] })).toBe('/');
  });

  it('sends an employer to the first section they may open', () => {
    expect(homeRouteOf(employer('manage_companies', 'manage_offers'))).toBe('/employer/companies');
    expect(homeRouteOf(employer('manage_offers', 'manage_candidates'))).toBe('/employer/my-offers');
    expect(homeRouteOf(employer('manage_candidates'))).toBe('/employer/profile');
  });
});
