import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchPath } from '@jobboard/tenancy/paths';
import { cookieConsentScript } from '../src/modules/chrome/server';
import { paintFirstScript } from '../src/modules/paint-first/server';

/**
 * Security headers of every page response (spec'd in issue 20), set by the custom server before
 * Next renders. Next reads the nonce from the request's `Content-Security-Policy` header and puts
 * it on its own scripts; scripts they load are trusted through 'strict-dynamic'. Our two inline
 * scripts (the cookie banner's and paint-first's) have fixed text and are allowed by their hashes.
 */

/** A fresh 128-bit nonce, base64 (Next accepts no HTML-special characters in it). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

const inlineScriptHashes = [cookieConsentScript, paintFirstScript].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/** Stripe's hosted checkout is the one place a form may post to outside the site. */
const formTargets = ["'self'", 'https://checkout.stripe.com'];

/**
 * `adScripts`: the board's ad server origin (issue 19). Browsers that know 'strict-dynamic'
 * ignore host sources and trust the tag because our nonce'd code inserts it; older ones need
 * the host named.
 */
export function contentSecurityPolicy(
  nonce: string,
  dev = false,
  adScripts: string | null = null,
): string {
  return [
    // 'unsafe-eval' only for `next dev` (React Refresh); a production build never evaluates code.
    `script-src 'nonce-${nonce}' 'strict-dynamic' ${inlineScriptHashes.join(' ')}${adScripts ? ` ${adScripts}` : ''}${dev ? " 'unsafe-eval'" : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${formTargets.join(' ')}`,
  ].join('; ');
}

/** Browser features the product does not use are denied to the page and to anything it frames. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
  'interest-cohort=()',
].join(', ');

/** One year, as browsers' preload lists ask; sent only by a production server, over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the client reached us over HTTPS: a TLS socket, or a proxy we trust (TRUSTED_PROXY,
 * as for X-Forwarded-For) saying so in X-Forwarded-Proto (its first value: the client's hop).
 * HSTS over plain HTTP is ignored by browsers and wrong (issue 46, item 31).
 */
export function servedOverHttps(req: IncomingMessage, trustedProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustedProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** Pages whose URL carries a secret token: no Referer at all may leave them. */
const tokenRoutes = new Set([
  '/email-confirmation/[[...token]]',
  '/reset-password/[[...token]]',
  '/news-letter-confirmation/[[...token]]',
  '/jobboard_news_letter/unsubscribe/[[...token]]',
]);

export function isTokenPage(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  const route = matchPath(pathname);
  return route !== null && tokenRoutes.has(route.pathname);
}

export interface PageHeaderOptions {
  /** Send HSTS: a production server answering over HTTPS (servedOverHttps). */
  hsts: boolean;
  dev: boolean;
  /** The request's board's ad script origin, if the board has an ad server. */
  adScripts?: string | null;
}

/**
 * Sets the page headers on `res` and hands the nonce to Next through the request. A client's own
 * CSP request header is replaced: only ours may name the nonce.
 */
export function applyPageSecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  options: PageHeaderOptions,
): string {
  const nonce = createNonce();
  const csp = contentSecurityPolicy(nonce, options.dev, options.adScripts ?? null);
  req.headers['content-security-policy'] = csp;
  delete req.headers['content-security-policy-report-only'];
  res.setHeader('content-security-policy', csp);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader(
    'referrer-policy',
    isTokenPage(req.url ?? '/') ? 'no-referrer' : 'strict-origin-when-cross-origin',
  );
  res.setHeader('permissions-policy', PERMISSIONS_POLICY);
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  if (options.hsts) res.setHeader('strict-transport-security', HSTS);
  return nonce;
}

/**
 * API answers: never sniffed, and never stored by a browser or a shared cache when a session
 * is involved (the request carried one, or the answer sets one). An anonymous answer that says
 * nothing of caching gets `no-cache` (kept, but asked again each time): a cache must not guess a
 * lifetime for live data (issue 46, item 31). `hsts`: a production server over HTTPS.
 */
export function applyApiSecurityHeaders(
  res: ServerResponse,
  hasSession: boolean,
  hsts: boolean,
): void {
  res.setHeader('x-content-type-options', 'nosniff');
  if (hsts) res.setHeader('strict-transport-security', HSTS);
  const { writeHead } = res;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((a) => typeof a === 'object' && a !== null && !Array.isArray(a)) as
      Record<string, unknown> | undefined;
    const setsCookie =
      res.getHeader('set-cookie') !== undefined ||
      Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'set-cookie');
    if (hasSession || setsCookie) {
      if (headers)
        for (const name of Object.keys(headers))
          if (name.toLowerCase() === 'cache-control') delete headers[name];
      res.setHeader('cache-control', 'no-store');
    } else if (
      res.getHeader('cache-control') === undefined &&
      !Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'cache-control')
    ) {
      res.setHeader('cache-control', 'no-cache');
    }
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    // A refused body was not read: close rather than drain it for keep-alive.
    if (status === 413) res.setHeader('connection', 'close');
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/** Next's internal routing headers: the rewrite one names the internal /{board}/{locale} path. */
const INTERNAL_HEADERS = ['x-middleware-rewrite', 'x-middleware-next', 'x-middleware-redirect'];
const isInternal = (name: string) => INTERNAL_HEADERS.includes(name.toLowerCase());

/**
 * Keeps Next's internal headers from reaching clients (issue 18: `x-middleware-rewrite` showed
 * the internal board path). Next sets them on the response while it routes; they are dropped
 * when the head is written, which every answer goes through (Node's implicit head included).
 */
export function hideInternalHeaders(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const name of INTERNAL_HEADERS) res.removeHeader(name);
    const last = args[args.length - 1];
    if (Array.isArray(last)) {
      // Raw [name, value, name, value...] or [[name, value]...] pairs.
      const pairs = (Array.isArray(last[0]) ? last : chunk(last)) as [string, unknown][];
      args[args.length - 1] = pairs.filter(([name]) => !isInternal(String(name)));
    } else if (last && typeof last === 'object') {
      args[args.length - 1] = Object.fromEntries(
        Object.entries(last).filter(([name]) => !isInternal(name)),
      );
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

function chunk(flat: unknown[]): [unknown, unknown][] {
  const out: [unknown, unknown][] = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
  return out;
}
