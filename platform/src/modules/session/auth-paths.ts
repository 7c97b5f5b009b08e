import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import type { RoutePathname } from '@jobboard/tenancy/route-table';

/**
 * Where guards and auth forms send visitors, by name. The slugs come from the routing table
 * (packages/tenancy/src/route-table.ts) so a translated slug changes in one place only.
 */
const routes = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  employerRegister: '/employer/register',
  employerForgotPassword: '/employer/forgot-password',
  employerLogin: '/employer/login',
  // The employer area's landing page (spec section 2: employers land on their companies).
  employerArea: '/employer/companies',
  profile: '/profile',
  employerProfile: '/employer/profile',
} as const satisfies Record<string, RoutePathname>;

export type AuthPath = keyof typeof routes;

export function authPath(name: AuthPath, locale: Locale): string {
  return pathFor(locale, routes[name]);
}
