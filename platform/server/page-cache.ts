import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { API_BASE } from '@jobboard/api/contracts/api-paths';
import { PAGE_CACHE_HEADER } from '../src/public-page';
import { nonceTemplate, readableEncodings, type NonceTemplate } from './nonce-template';

/**
 * A short-lived cache of anonymous page HTML in front of Next (a "micro-cache").
 *
 * Why: every site page is rendered per request (the layout reads the session cookie for the
 * header's first paint, search pages read their query), which costs tens to hundreds of
 * milliseconds of CPU each on a 2-core machine. Visitors without a session all get the same
 * HTML for a given host and URL, so answering them from a copy a second or two old turns a
 * burst of N renders into one, while offers stay at most `ttlMs` stale.
 *
 * What keeps it correct:
 * - only GET requests without a session cookie, and never RSC/prefetch/server-action requests
 *   (their answers depend on router state headers);
 * - only responses the proxy marked as public pages (`PAGE_CACHE_HEADER`), with status 200, an
 *   HTML body and no Set-Cookie; a signed-in request never reads or fills the cache;
 * - the key is host + full URL (path and query, so filters in the URL are part of it) +
 *   Accept-Encoding (the body is stored as sent, compressed or not);
 * - concurrent misses on one key wait for the first render instead of each rendering;
 * - at most `maxEntries` entries, oldest first out, and bodies over `maxBodyBytes` are skipped;
 * - a copy never reuses another response's CSP nonce: the nonce of the render is stored with it,
 *   and each response from the copy gets its own, written over the old one in the headers and
 *   the body (nonce-template.ts: the copy is kept cut at its nonce, compressed parts and all, so
 *   a new nonce costs buffer copies, not a new compression). Hashes instead of a
 *   nonce cannot work here: Next's bootstrap scripts are `<script src>` tags, which a hash-only
 *   policy cannot allow, and its inline RSC payload scripts change with every page. The rewrite
 *   is safe because the nonce is 128 random bits in base64: it occurs nowhere else in a page.
 */

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBodyBytes: number;
  /** Names of the cookies that carry a session (both the production and development ones). */
  sessionCookies: string[];
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  expires: number;
  /** The CSP nonce the copy was rendered with, rewritten per response. */
  nonce?: string;
  /** The body cut at that nonce, built at the first answer that needs another nonce. */
  template?: Promise<NonceTemplate>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const routerHeaders = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action'];

export function hasSessionCookie(cookieHeader: string | undefined, names: string[]): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => {
    const name = pair.split('=')[0]?.trim();
    return name !== undefined && names.includes(name);
  });
}

export function cacheKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' || !req.url || req.url.startsWith(`${API_BASE}/`)) return null;
  if (req.url.startsWith('/_next/')) return null;
  if (routerHeaders.some((h) => req.headers[h] !== undefined)) return null;
  return `${req.headers.host ?? ''} ${req.url} ${req.headers['accept-encoding'] ?? ''}`;
}

export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  /** `nonce`: this response's CSP nonce, the one Next renders with on a miss. */
  return async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    handle: Handler,
    nonce?: string,
  ) {
    const key = options.ttlMs > 0 ? cacheKey(req) : null;
    if (!key || hasSessionCookie(req.headers.cookie, options.sessionCookies)) {
      await renderAndCapture(req, res, handle, options, false);
      return;
    }
    const fresh = entries.get(key);
    if (fresh && fresh.expires > Date.now() && (await send(res, fresh, nonce))) return;
    const inFlight = pending.get(key);
    if (inFlight) {
      const shared = await inFlight;
      if (shared && (await send(res, shared, nonce))) return;
      await renderAndCapture(req, res, handle, options, false);
      return;
    }
    const render = renderAndCapture(req, res, handle, options, true, nonce);
    pending.set(key, render);
    try {
      const entry = await render;
      if (entry) store(key, entry);
    } finally {
      pending.delete(key);
    }
  };
}

/** Answers from the copy with this response's nonce; false (nothing sent) if that failed. */
async function send(res: ServerResponse, entry: Entry, nonce?: string): Promise<boolean> {
  let { headers, body } = entry;
  const from = entry.nonce;
  if (nonce && from && nonce !== from) {
    try {
      entry.template ??= nonceTemplate(body, String(headers['content-encoding'] ?? ''), from);
      body = await (await entry.template).render(nonce);
    } catch {
      return false;
    }
    headers = {};
    for (const [name, value] of Object.entries(entry.headers))
      headers[name] = typeof value === 'string' ? value.split(from).join(nonce) : value;
  }
  res.writeHead(entry.status, { ...headers, [PAGE_CACHE_HEADER]: 'HIT' });
  res.end(body);
  return true;
}

/**
 * Lets Next answer `res` as usual while keeping a copy of what it sent, if `capture` and the
 * response may be cached. The proxy's mark is removed from every response either way.
 */
function renderAndCapture(
  req: IncomingMessage,
  res: ServerResponse,
  handle: Handler,
  options: PageCacheOptions,
  capture: boolean,
  nonce?: string,
): Promise<Entry | null> {
  let cacheable = false;
  let decided = false;
  let size = 0;
  const chunks: Buffer[] = [];
  const { writeHead, write, end } = res;

  // The proxy's mark says "public page"; it is read and removed before the headers go out.
  const decide = () => {
    if (decided || res.headersSent) return;
    decided = true;
    const mark = res.getHeader(PAGE_CACHE_HEADER);
    res.removeHeader(PAGE_CACHE_HEADER);
    const type = String(res.getHeader('content-type') ?? '');
    cacheable =
      capture &&
      mark === 'public' &&
      res.statusCode === 200 &&
      res.getHeader('set-cookie') === undefined &&
      type.startsWith('text/html') &&
      readableEncodings.includes(String(res.getHeader('content-encoding') ?? ''));
    if (cacheable) res.setHeader(PAGE_CACHE_HEADER, 'MISS');
  };
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (!cacheable || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(
          chunk as string,
          typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
        );
    size += buffer.length;
    if (size > options.maxBodyBytes) cacheable = false;
    else chunks.push(buffer);
  };

  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((a) => typeof a === 'object' && a !== null && !Array.isArray(a));
    if (headers) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
        if (value !== undefined) res.setHeader(name, value);
      args = args.filter((a) => a !== headers);
    }
    decide();
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    decide();
    keep(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    decide();
    keep(chunk, rest[0]);
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];

  return new Promise((resolve) => {
    const done = () => {
      if (!cacheable || !res.writableFinished) return resolve(null);
      const headers = res.getHeaders();
      delete headers[PAGE_CACHE_HEADER];
      // Per-response framing headers are recomputed when the copy is sent.
      delete headers['transfer-encoding'];
      delete headers['content-length'];
      delete headers.date;
      delete headers.connection;
      delete headers['keep-alive'];
      // HSTS is the request's (HTTPS or not), and so is its id: both are set again on each
      // answer before the cache, and a copy's would write over them.
      delete headers['strict-transport-security'];
      delete headers['x-request-id'];
      const body = Buffer.concat(chunks);
      resolve({
        status: 200,
        headers,
        body,
        expires: Date.now() + options.ttlMs,
        ...(nonce ? { nonce } : {}),
      });
    };
    res.once('finish', done);
    res.once('close', done);
    handle(req, res).catch(() => resolve(null));
  });
}
