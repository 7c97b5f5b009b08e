import type { Locale } from '@jobboard/tenancy/board-config';
import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { pathFor } from '@jobboard/tenancy/paths';
import { BOARD_REQUEST_HEADER } from './board-request-header';
import { CONSOLE_REQUEST_HEADER } from './console-request-header';
import {
  consoleInternalPath,
  consolePath,
  matchConsolePath,
} from '@jobboard/tenancy/console-paths';
import { PUBLIC_PATH_HEADER } from './public-path-header';
import { boardOfRequest } from './boards';
import { fromAcceptLanguage } from './i18n/accept-language';
import { languageCookieNames, languageCookieOptions } from './i18n/language-cookies';
import { routing } from './i18n/routing';
import { isPublicPage, PAGE_CACHE_HEADER } from './public-page';

const intl = createMiddleware(routing);

/**
 * Board, then locale routing, then a rewrite to the internal /{board}/{locale}/... segment. The
 * board is the one the server resolved from the Host header, once, for this request
 * (server/request-handler.ts, which drops any client copy of the header first): pages read the
 * `[board]` segment of the rewrite, and next-intl's request config the BOARD_REQUEST_HEADER.
 */
export function proxy(request: NextRequest) {
  if (request.headers.get(CONSOLE_REQUEST_HEADER)) return consoleProxy(request);
  const board = boardOfRequest(request.headers);
  if (!board) return new NextResponse('Not found', { status: 404 });
  // The console's internal tree is the console host's only: a board's host answers 404 at once.
  if (/^\/console(\/|$)/.test(request.nextUrl.pathname))
    return new NextResponse('Not found', { status: 404 });

  if (request.nextUrl.pathname === '/') return redirectRoot(request, board.defaultLocale);

  const response = intl(request);
  if (response.headers.get('location')) return response;

  const rewritten = response.headers.get('x-middleware-rewrite');
  const target = rewritten ? new URL(rewritten) : request.nextUrl.clone();
  target.pathname = `/${board.key}${target.pathname}`;
  // Cookies are copied one by one below, so that some can be left out.
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  const out = NextResponse.rewrite(target, {
    headers,
    request: { headers: requestHeaders(request, response, board.key) },
  });
  const [, , locale = '', ...rest] = target.pathname.split('/');
  // Public pages go out without Set-Cookie, marked for the server's page cache; the browser
  // sets the language cookies itself there (LanguageCookiesSync).
  const shared = isPublicPage(`/${rest.join('/')}`);
  if (shared) out.headers.set(PAGE_CACHE_HEADER, 'public');
  response.cookies.getAll().forEach((cookie) => {
    if (!(shared && isLanguageCookie(cookie.name))) out.cookies.set(cookie);
  });
  if (!shared && (locale === 'fr' || locale === 'en'))
    out.cookies.set('lang', locale, languageCookieOptions);
  return out;
}

/**
 * The headers the page sees: the client's, what next-intl's middleware added (its locale), the
 * board resolved above and the public path, always overwritten so a client's own copy never
 * counts.
 */
function requestHeaders(request: NextRequest, intlResponse: Response, boardKey: string): Headers {
  const out = new Headers(request.headers);
  const prefix = 'x-middleware-request-';
  intlResponse.headers.forEach((value, name) => {
    if (name.startsWith(prefix)) out.set(name.slice(prefix.length), value);
  });
  out.set(BOARD_REQUEST_HEADER, boardKey);
  out.set(PUBLIC_PATH_HEADER, request.nextUrl.pathname);
  return out;
}

function isLanguageCookie(name: string): boolean {
  return (languageCookieNames as readonly string[]).includes(name);
}

/**
 * The operators' console host: its own few translated paths, rewritten to the internal
 * /console/{locale}/... tree, which a board's host never reaches (there every path is rewritten
 * under /{board}/). Anything else is a 404; the root goes to the reader's language.
 */
function consoleProxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/') {
    const url = request.nextUrl.clone();
    const locale = fromAcceptLanguage(request.headers.get('accept-language')) ?? 'fr';
    url.pathname = consolePath(locale, '/');
    return NextResponse.redirect(url);
  }
  const match = matchConsolePath(pathname);
  if (!match) return new NextResponse('Not found', { status: 404 });
  const target = request.nextUrl.clone();
  target.pathname = `/console/${match.locale}${consoleInternalPath(match)}`;
  const headers = new Headers(request.headers);
  headers.set(PUBLIC_PATH_HEADER, pathname);
  return NextResponse.rewrite(target, { request: { headers } });
}

/** Root path: the i18n_redirected cookie, then Accept-Language, then the board's default. */
function redirectRoot(request: NextRequest, boardDefault: Locale) {
  const cookie = request.cookies.get('i18n_redirected')?.value;
  const locale =
    cookie === 'fr' || cookie === 'en'
      ? cookie
      : (fromAcceptLanguage(request.headers.get('accept-language')) ?? boardDefault);
  const url = request.nextUrl.clone();
  url.pathname = pathFor(locale, '/');
  const response = NextResponse.redirect(url);
  for (const name of languageCookieNames) response.cookies.set(name, locale, languageCookieOptions);
  return response;
}

export const config = {
  // Everything but the API, Next internals and static files. Only known file extensions are
  // skipped: token links carry e-mail addresses (a@b.ca) whose dots must still be routed.
  matcher: [
    '/((?!api|_next|_vercel|boards/|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|txt|xml|js|css|map|woff2?|json|webmanifest)$).*)',
  ],
};
