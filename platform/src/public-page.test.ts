import { describe, expect, it } from 'vitest';
import { isPublicPage } from './public-page';

describe('isPublicPage', () => {
  it('accepts the browsing and static pages', () => {
    for (const path of [
      '',
      '/',
      '/find-a-job',
      '/find-a-job/rss',
      '/about-us',
      '/privacy-policy',
      '/job',
      '/job/hospitality',
      '/job/hospitality/barista/montreal',
      '/offer/cook',
      '/offer/cook/42',
      '/category/type/slug',
      '/company/acme/7',
      '/company/acme/7/jobs',
    ])
      expect(isPublicPage(path), path).toBe(true);
  });

  it('keeps per-visitor pages out', () => {
    for (const path of [
      '/offer/cook/42/apply',
      '/login',
      '/profile',
      '/profile/skills/add',
      '/employer/companies',
      '/dev/mailbox',
      '/email-confirmation/a/b',
      '/reset-password/a/b',
      '/news-letter-confirmation/a/b',
      '/job/a/b/c/d',
    ])
      expect(isPublicPage(path), path).toBe(false);
  });
});
