import type { BoardConfig } from './board-config';
import { locales, type Locale } from './locales';
import { pathnames, type PathTemplate, type RoutePathname } from './route-table';

/**
 * The one URL builder over the route table (./route-table.ts), with no Next.js import, so server
 * components, client components, Storybook stories, the proxy and the API's mail templates
 * build the same URLs. Everything else (canonical and hreflang links, the sitemap, mail links)
 * is `pathFor` plus an origin.
 */
export type RouteParams = Record<string, string | number | readonly string[] | undefined>;

export interface MatchedRoute {
  locale: Locale;
  pathname: RoutePathname;
  params: Record<string, string | string[]>;
}

const table: Record<RoutePathname, PathTemplate> = pathnames;
const routeKeys = Object.keys(table) as RoutePathname[];

function template(pathname: RoutePathname, locale: Locale): string {
  const entry = table[pathname];
  return typeof entry === 'string' ? entry : entry[locale];
}

const paramName = (segment: string) => /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment)?.[1];

/**
 * The public URL of an internal route in one language, e.g. ('fr', '/about-us') -> /fr/a-propos.
 * Params are path-encoded one segment at a time; `encode` replaces encodeURIComponent where a
 * link wants a readable segment (the newsletter's e-mail addresses).
 */
export function pathFor(
  locale: Locale,
  pathname: RoutePathname,
  params: RouteParams = {},
  encode: (segment: string) => string = encodeURIComponent,
): string {
  const path = template(pathname, locale)
    .split('/')
    .map((segment) => {
      const name = paramName(segment);
      if (!name) return segment;
      const value = params[name];
      const parts = value === undefined ? [] : typeof value === 'object' ? value : [String(value)];
      return parts.map(encode).join('/');
    })
    .filter((segment, index) => index === 0 || segment !== '')
    .join('/');
  return path === '/' || path === '' ? `/${locale}` : `/${locale}${path}`;
}

interface CompiledRoute {
  regex: RegExp;
  names: string[];
  catchAll: Set<string>;
}

function toRegex(localized: string): CompiledRoute {
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

// Compiled once per template: the proxy matches every request against the table.
const compiled = new Map<string, CompiledRoute>();
const compile = (localized: string) => {
  let route = compiled.get(localized);
  if (!route) compiled.set(localized, (route = toRegex(localized)));
  return route;
};

function matchTemplates(
  path: string,
  templateOf: (pathname: RoutePathname) => string,
): { pathname: RoutePathname; params: Record<string, string | string[]> } | null {
  const trimmed = path === '/' ? '' : path.replace(/\/$/, '');
  for (const pathname of routeKeys) {
    const { regex, names, catchAll } = compile(templateOf(pathname));
    const match = regex.exec(trimmed);
    if (!match) continue;
    const params: Record<string, string | string[]> = {};
    names.forEach((name, index) => {
      const raw = match[index + 1];
      if (raw === undefined) return;
      params[name] = catchAll.has(name)
        ? raw.split('/').map(decodeURIComponent)
        : decodeURIComponent(raw);
    });
    return { pathname, params };
  }
  return null;
}

/** Which route a public path is, in its own language; null for paths outside the table. */
export function matchPath(externalPath: string): MatchedRoute | null {
  const [, prefix = '', ...rest] = externalPath.split('/');
  if (!(locales as readonly string[]).includes(prefix)) return null;
  const locale = prefix as Locale;
  const matched = matchTemplates(`/${rest.join('/')}`, (pathname) => template(pathname, locale));
  return matched && { locale, ...matched };
}

/**
 * Which route an internal path is (after the proxy's /{board}/{locale} prefix, keys of the
 * table, e.g. '/offer/cook/42'); null for paths outside the table.
 */
export function matchInternalPath(internalPath: string): RoutePathname | null {
  return matchTemplates(internalPath || '/', (pathname) => pathname)?.pathname ?? null;
}

/** An attribute's slug in each language (specializations, schedules... of a board). */
export interface AttributeSlugs {
  type: string;
  slug: Record<Locale, string>;
}

/**
 * The same page in another language. The job page's category segment is the board's own slug
 * per language, so it is swapped too; so are a landing's specialization and a category page's
 * slug when `attributes` (the board's) names them, since those slugs are data, not the table.
 * Paths outside the table keep their rest unchanged.
 */
export function localizePath(
  externalPath: string,
  to: Locale,
  jobPageSlugs: Record<Locale, string>,
  attributes: readonly AttributeSlugs[] = [],
): string {
  const matched = matchPath(externalPath);
  if (!matched) return externalPath.replace(/^\/(fr|en)(?=\/|$)/, `/${to}`);
  const from = matched.locale;
  const params = { ...matched.params };
  const swap = (type: string, slug: string | string[] | undefined) =>
    attributes.find((a) => a.type === type && a.slug[from] === slug)?.slug[to] ?? slug;
  if (matched.pathname.startsWith('/job/')) {
    if (params.category === jobPageSlugs[from]) params.category = jobPageSlugs[to];
    if (params.specialization)
      params.specialization = swap('specialization', params.specialization)!;
  }
  if (matched.pathname === '/category/[type]/[slug]' && typeof params.type === 'string')
    params.slug = swap(params.type, params.slug)!;
  return pathFor(to, matched.pathname, params);
}

// Named shortcuts for the routes most code links to: each is pathFor with its params named.

/**
 * What a path to an offer or company needs: its id, and its slug — each language's own when the
 * record carries them (`slugs`), so a link or hreflang into the other language needs no redirect.
 */
export interface Sluggable {
  id: number;
  slug: string;
  slugs?: Record<Locale, string>;
}

const slugIn = (locale: Locale, item: Sluggable) => item.slugs?.[locale] ?? item.slug;

export function offerPath(locale: Locale, offer: Sluggable): string {
  return pathFor(locale, '/offer/[slug]/[id]', { slug: slugIn(locale, offer), id: offer.id });
}

export function applyPath(locale: Locale, offer: Sluggable): string {
  return pathFor(locale, '/offer/[slug]/[id]/apply', { slug: slugIn(locale, offer), id: offer.id });
}

/** "Report this offer" (issue 40): the reasons form, for visitors and members alike. */
export function reportOfferPath(locale: Locale, offer: Sluggable): string {
  return pathFor(locale, '/offer/[slug]/[id]/report', {
    slug: slugIn(locale, offer),
    id: offer.id,
  });
}

export function companyPath(locale: Locale, company: Sluggable): string {
  return pathFor(locale, '/company/[slug]/[id]', { slug: slugIn(locale, company), id: company.id });
}

export function companyJobsPath(locale: Locale, company: Sluggable): string {
  return pathFor(locale, '/company/[slug]/[id]/jobs', {
    slug: slugIn(locale, company),
    id: company.id,
  });
}

/** /category/{type}/{slug}: the type is the API's English name, the slug the attribute's own. */
export function categoryPath(
  locale: Locale,
  attribute: { type: string; slug: Record<Locale, string> },
): string {
  return pathFor(locale, '/category/[type]/[slug]', {
    type: attribute.type,
    slug: attribute.slug[locale],
  });
}

export interface LandingSlugs {
  /** Specialization slug in this language. */
  specialization?: string;
  city?: string;
}

/** /fr/emploi/{board's fr slug}[/{specialization}[/{city}]]: a city needs a specialization. */
export function landingPath(
  board: Pick<BoardConfig, 'jobPageSlugs'>,
  locale: Locale,
  slugs: LandingSlugs = {},
): string {
  const category = board.jobPageSlugs[locale];
  if (!slugs.specialization) return pathFor(locale, '/job/[category]', { category });
  const specialization = slugs.specialization;
  if (!slugs.city)
    return pathFor(locale, '/job/[category]/[specialization]', { category, specialization });
  return pathFor(locale, '/job/[category]/[specialization]/[city]', {
    category,
    specialization,
    city: slugs.city,
  });
}
