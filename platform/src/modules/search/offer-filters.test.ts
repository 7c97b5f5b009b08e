import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  clampPage,
  emptyFilters,
  filtersFromParams,
  filtersToParams,
  toFiltersInput,
} from './offer-filters';

describe('offer filters in the URL', () => {
  it('round-trips every filter', () => {
    const filters = {
      title: 'cuisinier',
      company: 'Chez Marie',
      city: 'laval',
      specialization: [12, 3],
      schedule: [41],
      published_at: '7d' as const,
      sort: 'date' as const,
      salary_min: 45000,
      salary_period: 'year' as const,
      near: 'montreal',
      radius: 50,
      page: 3,
    };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe(
      'title=cuisinier&company=Chez+Marie&city=laval&specialization=3%2C12&schedule=41&published_at=7d&salary_min=45000&salary_period=year&near=montreal&radius=50&sort=date&page=3',
    );
    expect(filtersFromParams(params)).toEqual({ ...filters, specialization: [3, 12] });
  });

  it('drops malformed values instead of failing', () => {
    const params = new URLSearchParams(
      'city=<x>&specialization=1,abc,1&published_at=1y&page=-2&sort=price&salary_min=-5&salary_period=month&near=<b>&radius=9999',
    );
    expect(filtersFromParams(params)).toEqual({ ...emptyFilters, specialization: [1] });
  });

  it('leaves out what a landing page already fixes, but the API gets it', () => {
    const base = { ...emptyFilters, city: 'laval', specialization: [5] };
    const filters = { ...base, title: 'chef' };
    expect(filtersToParams(filters, base).toString()).toBe('title=chef');
    expect(apiQuery(filters).toString()).toBe('title=chef&city=laval&specialization=5');
    expect(filtersFromParams(new URLSearchParams('title=chef'), base)).toEqual(filters);
  });
});

describe('sort, pay and distance in the URL', () => {
  it('reads a point, guesses a yearly amount without a period, and drops a radius without a place', () => {
    const read = filtersFromParams(new URLSearchParams('near=45.5,-73.6&salary_min=52000'));
    expect(read).toMatchObject({ near: '45.5,-73.6', salary_min: 52000, salary_period: 'year' });
    expect(filtersToParams({ ...emptyFilters, radius: 10 }).toString()).toBe('');
    expect(filtersToParams({ ...emptyFilters, salary_period: 'year' }).toString()).toBe('');
  });

  it('gives the in-process services the same filters as the API query', () => {
    const filters = {
      ...emptyFilters,
      near: 'laval',
      radius: 10,
      salary_min: 20,
      sort: 'date' as const,
    };
    expect(toFiltersInput(filters)).toMatchObject({
      near: 'laval',
      radius: 10,
      salary_min: 20,
      salary_period: 'hour',
      sort: 'date',
    });
  });
});

describe('clampPage', () => {
  it('keeps the page when it still exists and brings it back to the last one otherwise', () => {
    const onPage4 = { ...emptyFilters, page: 4 };
    expect(clampPage(onPage4, 9)).toBe(onPage4);
    expect(clampPage(onPage4, 2).page).toBe(2);
    expect(clampPage(onPage4, 0).page).toBe(1);
  });
});
