import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import type { NavItem } from '../nav-item';

/** The job links every visitor has, signed in or not (spec section 2): Find a job, About us. */
export function jobNavItems(locale: Locale, label: (key: 'findAJob' | 'aboutUs') => string) {
  return [
    { key: 'find', label: label('findAJob'), href: pathFor(locale, '/find-a-job') },
    { key: 'about', label: label('aboutUs'), href: pathFor(locale, '/about-us') },
  ] satisfies NavItem[];
}
