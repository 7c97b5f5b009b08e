import type { AppLocale } from '@/i18n/routing';

/**
 * Where guards send visitors. The shell's routing table (another branch) owns these slugs; until
 * it is merged they are spelled out here from spec section 2. At merge: use getPathname().
 */
const paths = {
  home: { en: '/en', fr: '/fr' },
  login: { en: '/en/login', fr: '/fr/connexion' },
  register: { en: '/en/register', fr: '/fr/inscription' },
  forgotPassword: { en: '/en/forgot-password', fr: '/fr/mot-de-passe-oublie' },
  employerRegister: { en: '/en/employer/register', fr: '/fr/employeur/inscription' },
  employerForgotPassword: {
    en: '/en/employer/forgot-password',
    fr: '/fr/employeur/mot-de-passe-oublie',
  },
  employerLogin: { en: '/en/employer/login', fr: '/fr/employeur/connexion' },
  employerArea: { en: '/en/employer/companies', fr: '/fr/employeur/entreprises' },
  profile: { en: '/en/profile', fr: '/fr/profile' },
} as const satisfies Record<string, Record<AppLocale, string>>;

export type AuthPath = keyof typeof paths;

export function authPath(name: AuthPath, locale: AppLocale): string {
  return paths[name][locale];
}
