import { describe, expect, it } from 'vitest';
import { parseOfferQuery } from './offer-query';
import { salaryPeriodOf } from '../offer-filter-rules';

const query = (text: string) => Object.fromEntries(new URLSearchParams(text));

describe('parseOfferQuery, strict (the API, the feeds)', () => {
  it('converts what it validates: id lists to numbers, the page to a number', () => {
    const parsed = parseOfferQuery(
      query('title=cuisinier&specialization=12,3,12&schedule=41&page=3&salary_min=45000'),
      'strict',
    );
    expect(parsed).toEqual({
      success: true,
      data: {
        title: 'cuisinier',
        specialization: [12, 3],
        schedule: [41],
        page: 3,
        salary_min: 45000,
      },
    });
  });

  it('refuses the whole query for one malformed filter, naming it', () => {
    const parsed = parseOfferQuery(query('title=chef&schedule=abc'), 'strict');
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.error.issues.map((i) => i.path.join('.'))).toEqual(['schedule']);
  });

  it('ignores keys that are not filters', () => {
    expect(parseOfferQuery({ lg: 'fr', utm_source: 'x' }, 'strict')).toEqual({
      success: true,
      data: { page: 1 },
    });
  });
});

// The search page's reader (offer-filters' filtersFromParams) was these cases; it is now this
// parser's fallback policy.
describe('parseOfferQuery, fallback (pages, Back and Forward)', () => {
  it('reads every filter of a shared link', () => {
    const { data } = parseOfferQuery(
      query(
        'title=cuisinier&company=Chez+Marie&city=laval&specialization=3%2C12&schedule=41&published_at=7d&salary_min=45000&salary_period=year&near=montreal&radius=50&sort=date&page=3',
      ),
      'fallback',
    );
    expect(data).toEqual({
      title: 'cuisinier',
      company: 'Chez Marie',
      city: 'laval',
      specialization: [3, 12],
      schedule: [41],
      published_at: '7d',
      sort: 'date',
      salary_min: 45000,
      salary_period: 'year',
      near: 'montreal',
      radius: 50,
      page: 3,
    });
  });

  it('drops malformed values instead of failing', () => {
    const { data } = parseOfferQuery(
      query(
        'city=<x>&specialization=1,abc,1&published_at=1y&page=-2&sort=price&salary_min=-5&salary_period=month&near=<b>&radius=9999',
      ),
      'fallback',
    );
    expect(data).toEqual({ specialization: [1], page: 1 });
    // The same query under the strict policy is an error: the policies differ only there.
    expect(parseOfferQuery(query('specialization=1,abc,1'), 'strict').success).toBe(false);
  });

  it('cuts text past its limit rather than dropping it', () => {
    const { data } = parseOfferQuery({ title: 'x'.repeat(5000) }, 'fallback');
    expect(data.title).toHaveLength(200);
  });

  it('reads a point, and leaves a period out for the amount to say which it is', () => {
    const { data } = parseOfferQuery(query('near=45.5,-73.6&salary_min=52000'), 'fallback');
    expect(data).toMatchObject({ near: '45.5,-73.6', salary_min: 52000 });
    expect(salaryPeriodOf(data.salary_min ?? 0, data.salary_period)).toBe('year');
  });

  it('gives the in-process services the same filters as the API query', () => {
    const { data } = parseOfferQuery(
      query('near=laval&radius=10&salary_min=20&salary_period=hour&sort=date'),
      'fallback',
    );
    expect(data).toMatchObject({
      near: 'laval',
      radius: 10,
      salary_min: 20,
      salary_period: 'hour',
      sort: 'date',
    });
    expect(
      parseOfferQuery(query('near=laval&radius=10&salary_min=20&sort=date'), 'strict'),
    ).toEqual({
      success: true,
      data: { near: 'laval', radius: 10, salary_min: 20, sort: 'date', page: 1 },
    });
  });

  it("takes a repeated key's first value, as Next's searchParams give it", () => {
    expect(parseOfferQuery({ city: ['laval', 'quebec'] }, 'fallback').data.city).toBe('laval');
  });
});
