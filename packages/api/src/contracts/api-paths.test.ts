import { describe, expect, it } from 'vitest';
import { API_BASE, apiPath } from './api-paths';

describe('apiPath', () => {
  it('fills the parameters and appends the query', () => {
    expect(
      apiPath('/jobboard/{board}/offers/{id}/apply', { board: 'careers', id: 42 }, { lg: 'en' }),
    ).toBe('/api/jobboard/careers/offers/42/apply?lg=en');
  });

  it('leaves the query out when there is none, and drops undefined values', () => {
    expect(apiPath('/users/get')).toBe('/api/users/get');
    expect(apiPath('/ats/offers', {}, { lg: undefined })).toBe('/api/ats/offers');
    expect(apiPath('/noc-job-titles', {}, { page: 1, lang: 'fr', title: undefined })).toBe(
      '/api/noc-job-titles?page=1&lang=fr',
    );
  });

  it('encodes parameter and query values', () => {
    expect(
      apiPath('/check-secure-link/{type}/{selector}/{token}', {
        type: 'reset',
        selector: 'a/b',
        token: 'x?y',
      }),
    ).toBe('/api/check-secure-link/reset/a%2Fb/x%3Fy');
    expect(apiPath('/ats/options/places', {}, { q: 'Trois-Rivières & co', lg: 'fr' })).toBe(
      '/api/ats/options/places?q=Trois-Rivi%C3%A8res+%26+co&lg=fr',
    );
  });

  it('takes a ready URLSearchParams as it is', () => {
    const query = new URLSearchParams([
      ['attributes', '1'],
      ['attributes', '2'],
    ]);
    expect(apiPath('/jobboard/{board}/offers', { board: 'hospitality' }, query)).toBe(
      '/api/jobboard/hospitality/offers?attributes=1&attributes=2',
    );
  });

  it('types each endpoint’s parameters', () => {
    // @ts-expect-error a path the table does not hold
    expect(apiPath('/jobboard/{board}/nothing', { board: 'x' })).toBe('/api/jobboard/x/nothing');
    // @ts-expect-error a missing parameter
    expect(() => apiPath('/jobboard/{board}/offers/{id}/apply', { board: 'x' })).not.toThrow();
    // @ts-expect-error a misnamed parameter
    apiPath('/jobboard/{board}/me', { boardKey: 'x' });
    expect(API_BASE).toBe('/api');
  });
});
