import { describe, expect, it } from 'vitest';
import { clampPage, emptyQuery, formValues, searchParamsOf } from './offer-filters';

// The URL's reader moved to the contract's one parser (packages/api/src/contracts/
// offer-query.test.ts holds its cases); this file keeps the writer of links.
describe('offer filters in the URL', () => {
  it('writes every filter', () => {
    const query = {
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
    expect(searchParamsOf(query).toString()).toBe(
      'title=cuisinier&company=Chez+Marie&city=laval&specialization=3%2C12&schedule=41&published_at=7d&salary_min=45000&salary_period=year&near=montreal&radius=50&sort=date&page=3',
    );
  });

  it('leaves out what a landing page already fixes, but the API gets it', () => {
    const base = { ...emptyQuery, city: 'laval', specialization: [5] };
    const query = { ...base, title: 'chef' };
    expect(searchParamsOf(query, base).toString()).toBe('title=chef');
    expect(searchParamsOf(query).toString()).toBe('title=chef&city=laval&specialization=5');
  });
});

describe('sort, pay and distance in the URL', () => {
  it('guesses a yearly amount without a period, and drops a radius without a place', () => {
    expect(searchParamsOf({ ...emptyQuery, salary_min: 52000 }).toString()).toBe(
      'salary_min=52000&salary_period=year',
    );
    expect(formValues({ ...emptyQuery, salary_min: 52000 }).salary_period).toBe('year');
    expect(searchParamsOf({ ...emptyQuery, radius: 10 }).toString()).toBe('');
    expect(searchParamsOf({ ...emptyQuery, salary_period: 'year' }).toString()).toBe('');
  });

  it('shows an unset filter as an empty field', () => {
    expect(formValues(emptyQuery)).toEqual({
      title: '',
      company: '',
      city: '',
      near: '',
      specialization: [],
      schedule: [],
      published_at: '',
      sort: '',
      salary_min: null,
      salary_period: 'hour',
      radius: null,
    });
  });
});

describe('clampPage', () => {
  it('keeps the page when it still exists and brings it back to the last one otherwise', () => {
    const onPage4 = { ...emptyQuery, page: 4 };
    expect(clampPage(onPage4, 9)).toBe(onPage4);
    expect(clampPage(onPage4, 2).page).toBe(2);
    expect(clampPage(onPage4, 0).page).toBe(1);
  });
});
