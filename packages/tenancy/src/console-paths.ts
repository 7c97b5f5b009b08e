import type { Locale } from './board-config';

/**
 * The operators' console's pages, on its own host (OPERATOR_HOST): internal path → public path
 * per language, as the boards' route table does. The console has no board, so it has its table.
 * A pattern holds at most one parameter, `[token]` or `[id]`, as its last segment.
 */
export const consoleRoutes = {
  '/': { fr: '/fr', en: '/en' },
  '/sign-in': { fr: '/fr/connexion', en: '/en/sign-in' },
  '/enrolment/[token]': { fr: '/fr/activation/[token]', en: '/en/enrolment/[token]' },
  '/moderation': { fr: '/fr/verification', en: '/en/moderation' },
  '/reports': { fr: '/fr/signalements', en: '/en/reports' },
  '/audit': { fr: '/fr/journal', en: '/en/audit-log' },
  '/employers': { fr: '/fr/employeurs', en: '/en/employers' },
  '/employers/[id]': { fr: '/fr/employeurs/[id]', en: '/en/employers/[id]' },
  '/health': { fr: '/fr/sante', en: '/en/health' },
  '/payments': { fr: '/fr/paiements', en: '/en/payments' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ConsoleRoute = keyof typeof consoleRoutes;

/** The parameters a console path may hold, and the text each one accepts. */
const paramPatterns = {
  token: /^[A-Za-z0-9_-]+$/,
  // A database id: a positive integer of at most ten digits, no leading zero.
  id: /^[1-9][0-9]{0,9}$/,
} as const;
type ParamName = keyof typeof paramPatterns;

export interface ConsoleParams {
  token?: string;
  id?: number | string;
}

export interface ConsolePathMatch {
  locale: Locale;
  route: ConsoleRoute;
  token?: string;
  id?: string;
}

const paramOf = (pattern: string): ParamName | null =>
  (/\[(token|id)\]/.exec(pattern)?.[1] as ParamName | undefined) ?? null;

/** The public path of a console page, its `[token]` or `[id]` filled in (URL-encoded). */
export function consolePath(
  locale: Locale,
  route: ConsoleRoute,
  params: ConsoleParams = {},
): string {
  const pattern: string = consoleRoutes[route][locale];
  return pattern
    .replace('[token]', encodeURIComponent(params.token ?? ''))
    .replace('[id]', encodeURIComponent(String(params.id ?? '')));
}

/** The internal route of a public console path, with its parameter, or null when it is none. */
export function matchConsolePath(pathname: string): ConsolePathMatch | null {
  for (const [route, paths] of Object.entries(consoleRoutes) as [
    ConsoleRoute,
    Record<Locale, string>,
  ][]) {
    for (const locale of ['fr', 'en'] as const) {
      const param = paramOf(paths[locale]);
      if (param === null) {
        const path = paths[locale];
        if (pathname === path || pathname === `${path}/`) return { locale, route };
        continue;
      }
      const [prefix] = paths[locale].split(`[${param}]`);
      if (!pathname.startsWith(prefix!)) continue;
      const value = pathname.slice(prefix!.length);
      if (paramPatterns[param].test(value)) return { locale, route, [param]: value };
    }
  }
  return null;
}

/** The internal path (below /console/{locale}) a matched public path is rewritten to. */
export function consoleInternalPath(match: ConsolePathMatch): string {
  if (match.route === '/') return '';
  return match.route.replace('[token]', match.token ?? '').replace('[id]', match.id ?? '');
}
