import { describe, expect, it } from 'vitest';
import { loggedPath } from './request-log';

describe('loggedPath', () => {
  it('keeps the route and drops ids, e-mail addresses, tokens and the query', () => {
    expect(loggedPath('/fr/offre/chasseur-bagagiste/67?title=x')).toBe(
      '/fr/offre/chasseur-bagagiste/:id',
    );
    expect(loggedPath('/fr/news-letter-confirmation/a%40b.ca/tok')).toBe(
      '/fr/news-letter-confirmation/:token/:token',
    );
    expect(loggedPath('/en/reset-password/sel/secret-token')).toBe(
      '/en/reset-password/:token/:token',
    );
    expect(loggedPath('/en/jobboard_news_letter/unsubscribe/jane%40mail.ca/t0k3n')).toBe(
      '/en/jobboard_news_letter/unsubscribe/:token/:token',
    );
    expect(loggedPath('/api/jobboard/users/jane@mail.ca')).toBe('/api/jobboard/users/:email');
    expect(loggedPath('/api/files/4f9c2d7e1a8b4c3d9e0f1a2b3c4d5e6f')).toBe('/api/files/:token');
    expect(loggedPath('/api/ats/offers/12/applications')).toBe('/api/ats/offers/:id/applications');
    expect(loggedPath('/%E0%A4%A')).toBe('/:invalid');
  });
});
