import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import type { NavItem } from '../nav-item';

export type FooterKey =
  'home' | 'jobs' | 'about' | 'partners' | 'solution' | 'privacy' | 'terms' | 'contact';

/** Every footer link with its label; each footer picks the ones spec section 2 gives it. */
export function footerLinks(
  t: (key: FooterKey) => string,
  locale: Locale,
  board: BoardConfig,
): Record<FooterKey, NavItem> {
  const item = (key: FooterKey, href: string): NavItem => ({ key, label: t(key), href });
  return {
    home: item('home', pathFor(locale, '/')),
    jobs: item(
      'jobs',
      pathFor(locale, '/job/[category]', { category: board.jobPageSlugs[locale] }),
    ),
    about: item('about', pathFor(locale, '/about-us')),
    partners: item('partners', pathFor(locale, '/our-partners')),
    solution: item('solution', pathFor(locale, '/our-solution')),
    privacy: item('privacy', pathFor(locale, '/privacy-policy')),
    terms: item('terms', pathFor(locale, '/terms-and-conditions')),
    contact: item('contact', pathFor(locale, '/contact-us')),
  };
}
