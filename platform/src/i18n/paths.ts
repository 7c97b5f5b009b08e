import type { Locale } from '@jobboard/tenancy/board-config';
import { routing, type AppLocale, type AppPathname } from './routing';

/**
 * Pure path helpers over the routing table, with no Next.js import, so server components,
 * client components and Storybook stories build the same URLs.
 */
export type RouteParams = Record<string, string | readonly string[] | undefined>;

export interface MatchedRoute {
  locale: AppLocale;
  pathname: AppPathname;
  params: Record<string, string | string[]>;
}

const pathnames = routing.pathnames as Record<AppPathname, string | Record<AppLocale, string>>;

function template(pathname: AppPathname, locale: AppLocale): string {
  const entry = pathnames[pathname];
  return typeof entry === 'string' ? entry : entry[locale];
}

/** The public URL of an internal route in one language, e.g. ('fr', '/about-us') -> /fr/a-propos. */
export function pathFor(
  locale: AppLocale,
  pathname: AppPathname,
  params: RouteParams = {},
): string {
  const path = template(pathname, locale)
    .split('/')
    .map((segment) => {
      const name = /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment)?.[1];
      if (!name) return segment;
      const value = params[name];
      const parts = value === undefined ? [] : typeof value === 'string' ? [value] : value;
      return parts.map(encodeURIComponent).join('/');
    })
    .filter((segment, index) => index === 0 || segment !== '')
    .join('/');
  return path === '/' || path === '' ? `/${locale}` : `/${locale}${path}`;
}

function toRegex(localized: string): { regex: RegExp; names: string[]; catchAll: Set<string> } {
  const names: string[] = [];
  const catchAll = new Set<string>();
  const source = localized
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const optional = /^\[\[\.\.\.([^\]]+)\]\]$/.exec(segment)?.[1];
      if (optional) {
        names.push(optional);
        catchAll.add(optional);
        return '(?:/(.+))?';
      }
      const rest = /^\[\.\.\.([^\]]+)\]$/.exec(segment)?.[1];
      if (rest) {
        names.push(rest);
        catchAll.add(rest);
        return '/(.+)';
      }
      const param = /^\[([^\]]+)\]$/.exec(segment)?.[1];
      if (param) {
        names.push(param);
        return '/([^/]+)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { regex: new RegExp(`^${source}/?$`), names, catchAll };
}

/** Which route a public path is, in its own language; null for paths outside the table. */
export function matchPath(externalPath: string): MatchedRoute | null {
  const [, prefix = '', ...rest] = externalPath.split('/');
  if (!routing.locales.includes(prefix as AppLocale)) return null;
  const locale = prefix as AppLocale;
  const unprefixed = `/${rest.join('/')}`;
  for (const pathname of Object.keys(pathnames) as AppPathname[]) {
    const { regex, names, catchAll } = toRegex(template(pathname, locale));
    const match = regex.exec(unprefixed === '/' ? '' : unprefixed.replace(/\/$/, ''));
    if (!match) continue;
    const params: Record<string, string | string[]> = {};
    names.forEach((name, index) => {
      const raw = match[index + 1];
      if (raw === undefined) return;
      params[name] = catchAll.has(name)
        ? raw.split('/').map(decodeURIComponent)
        : decodeURIComponent(raw);
    });
    return { locale, pathname, params };
  }
  return null;
}

/**
 * The same page in another language. The job page's category segment is the board's own slug
 * per language, so it is swapped too; paths outside the table keep their rest unchanged.
 */
export function localizePath(
  externalPath: string,
  to: AppLocale,
  jobPageSlugs: Record<Locale, string>,
): string {
  const matched = matchPath(externalPath);
  if (!matched) return externalPath.replace(/^\/(fr|en)(?=\/|$)/, `/${to}`);
  const params = { ...matched.params };
  if (matched.pathname.startsWith('/job/') && params.category === jobPageSlugs[matched.locale])
    params.category = jobPageSlugs[to];
  return pathFor(to, matched.pathname, params);
}
