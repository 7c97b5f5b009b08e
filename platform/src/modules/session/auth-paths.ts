import { getPathname } from '@/i18n/navigation';
import type { AppLocale, AppPathname } from '@/i18n/routing';

/**
 * Where guards and auth forms send visitors, by name. The slugs come from the routing table
 * (src/i18n/routing.ts) so a translated slug changes in one place only.
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
} as const satisfies Record<string, AppPathname>;

export type AuthPath = keyof typeof routes;

export function authPath(name: AuthPath, locale: AppLocale): string {
  return getPathname({ href: routes[name], locale });
}
