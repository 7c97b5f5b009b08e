import type { Locale } from './board-config';

/**
 * The operators' console's pages, on its own host (OPERATOR_HOST): internal path → public path
 * per language, as the boards' route table does. The console has no board, so it has its table.
 */
export const consoleRoutes = {
  '/': { fr: '/fr', en: '/en' },
  '/sign-in': { fr: '/fr/connexion', en: '/en/sign-in' },
  '/enrolment/[token]': { fr: '/fr/activation/[token]', en: '/en/enrolment/[token]' },
  '/moderation': { fr: '/fr/verification', en: '/en/moderation' },
  '/reports': { fr: '/fr/signalements', en: '/en/reports' },
  '/audit': { fr: '/fr/journal', en: '/en/audit-log' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ConsoleRoute = keyof typeof consoleRoutes;

/** The public path of a console page, its `[token]` filled in (URL-encoded). */
export function consolePath(
  locale: Locale,
  route: ConsoleRoute,
  params: { token?: string } = {},
): string {
  const pattern: string = consoleRoutes[route][locale];
  return pattern.replace('[token]', encodeURIComponent(params.token ?? ''));
}

/** The internal route of a public console path, with its token, or null when it is none. */
export function matchConsolePath(
  pathname: string,
): { locale: Locale; route: ConsoleRoute; token?: string } | null {
  for (const [route, paths] of Object.entries(consoleRoutes) as [
    ConsoleRoute,
    Record<Locale, string>,
  ][]) {
    for (const locale of ['fr', 'en'] as const) {
      const [prefix, suffix] = paths[locale].split('[token]');
      if (suffix === undefined) {
        if (pathname === prefix || pathname === `${prefix}/`) return { locale, route };
      } else if (pathname.startsWith(prefix!) && pathname.length > prefix!.length) {
        const token = pathname.slice(prefix!.length);
        if (/^[A-Za-z0-9_-]+$/.test(token)) return { locale, route, token };
      }
    }
  }
  return null;
}
