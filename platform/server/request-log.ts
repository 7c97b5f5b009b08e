import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@jobboard/api/logging/logger';
import type { RequestContext } from '@jobboard/api/logging/request-context';
import type { Metrics } from '@jobboard/api/metrics/registry';
import { PAGE_CACHE_HEADER } from '../src/public-page';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or client may give: short and plain, so it cannot forge log lines. */
const givenId = /^[\w.:-]{1,128}$/;

/**
 * The request's id (issue 43): the one in X-Request-Id when a proxy or client sent a plain one,
 * else a new UUID. Written back on the request (the API and pages read it there) and echoed on
 * the response, whatever answers it.
 */
export function takeRequestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && givenId.test(given) ? given : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader('X-Request-Id', id);
  return id;
}

/** Segments after these are tokens (and sometimes an e-mail address): never logged. */
const tokenRoutes = new Set([
  'email-confirmation',
  'reset-password',
  'news-letter-confirmation',
  'unsubscribe',
  'secure-link',
  'sso',
]);

/**
 * The request's path with what could identify a person or grant access taken out: numeric ids
 * become `:id`, anything holding an `@` becomes `:email`, the segments after a token route and
 * any long opaque segment become `:token`. No query string: searches and tokens travel there.
 */
export function loggedPath(url: string | undefined): string {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  let afterToken = false;
  return path
    .split('/')
    .map((segment) => {
      if (segment === '') return segment;
      if (afterToken) return ':token';
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return ':invalid';
      }
      if (tokenRoutes.has(decoded)) {
        afterToken = true;
        return decoded;
      }
      if (decoded.includes('@')) return ':email';
      if (/^\d+$/.test(decoded)) return ':id';
      if (decoded.length >= 24 && /^[\w-]+$/.test(decoded) && /\d/.test(decoded)) return ':token';
      return decoded.length > 80 ? ':long' : decoded;
    })
    .join('/');
}

/**
 * The route a request counts under in /metrics: few enough values for a label. An API path as
 * loggedPath keeps it (its ids and tokens folded); a page by its language and first segment
 * (`/fr/offre/*`: every offer page is one route); an asset as 'asset'.
 */
export function metricRoute(url: string | undefined, kind: 'api' | 'page' | 'asset'): string {
  if (kind === 'asset') return 'asset';
  const path = loggedPath(url);
  if (kind === 'api') return path;
  const [, first = '', second, ...rest] = path.split('/');
  if (!/^(fr|en)$/.test(first)) return second === undefined && first === '' ? '/' : `/${first}`;
  if (second === undefined || second === '') return `/${first}`;
  return `/${first}/${second}${rest.length > 0 ? '/*' : ''}`;
}

function localeOf(url: string | undefined): string | undefined {
  const match = /^\/(fr|en)(?:\/|$|\?)/.exec(url ?? '') ?? /[?&]lg=(fr|en)\b/.exec(url ?? '');
  return match?.[1];
}

/**
 * One line per answered request, written when the response is finished: id, method, path (as
 * loggedPath keeps it), status, duration, board, locale and whether a session came with it.
 * Never the query, the headers or the body.
 */
export function logWhenFinished(
  logger: Logger | undefined,
  metrics: Metrics | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  fields: {
    /** The request's context: the session lookup notes the user's kind in it. */
    context: RequestContext;
    board: string | undefined;
    signedIn: boolean;
    kind: 'api' | 'page' | 'asset';
  },
): void {
  const started = performance.now();
  res.once('finish', () => {
    const status = res.statusCode;
    const entry = {
      req_id: fields.context.id,
      kind: fields.kind,
      method: req.method,
      path: loggedPath(req.url),
      status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      board: fields.board ?? fields.context.board,
      locale: localeOf(req.url),
      // A session cookie the request never looked up (a public API call) stays `session`.
      user: fields.context.userKind ?? (fields.signedIn ? 'session' : 'anonymous'),
    };
    const cache = res.getHeader(PAGE_CACHE_HEADER);
    metrics?.observeRequest({
      route: metricRoute(req.url, fields.kind),
      method: req.method ?? 'GET',
      status,
      board: entry.board ?? '',
      seconds: (performance.now() - started) / 1000,
      ...(cache === 'HIT' || cache === 'MISS'
        ? { pageCache: cache === 'HIT' ? 'hit' : 'miss' }
        : {}),
    });
    if (!logger) return;
    if (status >= 500) logger.error(entry, 'request');
    // Scripts, styles and images: one page brings a dozen, wanted only when debugging.
    else if (fields.kind === 'asset') logger.debug(entry, 'request');
    else logger.info(entry, 'request');
  });
}
