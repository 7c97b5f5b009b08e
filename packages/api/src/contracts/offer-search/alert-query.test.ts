import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { queryKeyOf, searchQueryString } from '../../services/job-alerts/alert-search';
import { jobAlertCreateBody, parseAlertSearch, storedAlertFilters } from './alert-query';

describe('an alert search read at the edge', () => {
  it('keeps the stored text as it always was, and types the filters for the search', () => {
    const search = parseAlertSearch('?title=%20chef%20&sort=date&page=3&specialization=3,1');
    expect(search).toEqual({
      stored: { title: 'chef', specialization: '3,1' },
      filters: { title: 'chef', specialization: [3, 1] },
    });
    // The rows' key: the same hash as before the parse moved (board, language, query string).
    const expected = createHash('sha256')
      .update('hospitality\nfr\ntitle=chef&specialization=3%2C1')
      .digest('hex');
    expect(search && queryKeyOf('hospitality', 'fr', search.stored)).toBe(expected);
    expect(search && searchQueryString(search.stored)).toBe('title=chef&specialization=3%2C1');
  });

  it('refuses a malformed filter: the body is a 422 on `search`', () => {
    expect(parseAlertSearch('salary_min=-5')).toBeNull();
    const body = jobAlertCreateBody.safeParse({ frequency: 'daily', search: 'schedule=abc' });
    expect(body.success).toBe(false);
    expect(body.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['search', 'invalid'],
    ]);
  });

  it('reads a stored row back into typed filters, or null when it no longer passes', () => {
    expect(storedAlertFilters({ city: 'laval', schedule: '41' })).toEqual({
      city: 'laval',
      schedule: [41],
    });
    expect(storedAlertFilters({ schedule: 'abc' })).toBeNull();
    expect(storedAlertFilters({ title: 5 })).toBeNull();
    expect(storedAlertFilters(['title'])).toBeNull();
  });
});
