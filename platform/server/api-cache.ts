/**
 * A micro-cache of anonymous public API reads (offers search, one offer, the attribute
 * dictionary), in front of the Hono app. The same idea as the page cache: the site's search box
 * and filters call the offers endpoint on every change, and popular searches ("cuisinier",
 * page 1) are the same for every visitor, so for `ttlMs` they share one answer instead of one
 * database search each. Offers therefore stay at most `ttlMs` stale for visitors.
 *
 * What keeps it correct:
 * - GET only, only the allow-listed read endpoints, and never with a session cookie (answers
 *   may come to depend on the visitor, e.g. `has_applied`);
 * - the key holds everything these answers depend on: Host (the board), the full URL (path and
 *   query, `lg` included), and the two other locale inputs, the `lang` cookie and
 *   Accept-Language;
 * - only 200 answers without Set-Cookie are kept, at most `maxEntries`, oldest first out;
 * - concurrent misses on one key wait for the first answer instead of each searching.
 */

import { API_BASE, type ApiEndpoint } from '@jobboard/api/contracts/api-paths';

export interface ApiCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBodyBytes: number;
  sessionCookies: string[];
}

interface Entry {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  expires: number;
}

type Fetch = (request: Request) => Response | Promise<Response>;

/** The cached reads, named as in the API path table, so a renamed route fails the typecheck. */
const cacheable = (
  [
    '/offer-attributes',
    '/jobboard/{board}/offer-attributes',
    '/jobboard/{board}/offers',
    '/jobboard/{board}/offers/{id}',
  ] as const satisfies readonly ApiEndpoint[]
).map(
  (endpoint) =>
    new RegExp(`^${API_BASE}${endpoint.replace('{board}', '[a-z0-9-]+').replace('{id}', '\\d+')}$`),
);

function hasSession(cookie: string | null, names: string[]): boolean {
  if (!cookie) return false;
  return cookie.split(';').some((pair) => names.includes(pair.split('=')[0]?.trim() ?? ''));
}

export function apiCacheKey(request: Request, sessionCookies: string[]): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (!cacheable.some((pattern) => pattern.test(url.pathname))) return null;
  const cookie = request.headers.get('cookie');
  if (hasSession(cookie, sessionCookies)) return null;
  const lang = /(?:^|;\s*)lang=(fr|en)\b/.exec(cookie ?? '')?.[1] ?? '';
  const host = request.headers.get('host') ?? '';
  const language = request.headers.get('accept-language') ?? '';
  return `${host} ${url.pathname}${url.search} ${lang} ${language}`;
}

const toResponse = (entry: Entry) =>
  new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });

export function createApiCache(fetch: Fetch, options: ApiCacheOptions): Fetch {
  if (options.ttlMs <= 0) return fetch;
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

  /** The answer as a cache entry, or null (the body then stays unread for the caller). */
  const toEntry = async (response: Response): Promise<Entry | null> => {
    if (response.status !== 200 || response.headers.has('set-cookie')) return null;
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > options.maxBodyBytes) return null;
    const body = await response.arrayBuffer();
    return {
      status: response.status,
      headers: [...response.headers.entries()],
      body,
      expires: Date.now() + options.ttlMs,
    };
  };

  return async (request) => {
    const key = apiCacheKey(request, options.sessionCookies);
    if (key === null) return fetch(request);
    const fresh = entries.get(key);
    if (fresh && fresh.expires > Date.now()) return toResponse(fresh);
    const inFlight = pending.get(key);
    if (inFlight) {
      const shared = await inFlight;
      if (shared) return toResponse(shared);
      return fetch(request);
    }
    // Registered before the first await, so that concurrent misses find it.
    const answer = Promise.resolve(fetch(request)).then(async (response) => ({
      response,
      entry: await toEntry(response),
    }));
    const filling = answer.then(
      ({ entry }) => entry,
      () => null,
    );
    pending.set(key, filling);
    try {
      const { response, entry } = await answer;
      if (!entry) return response;
      if (entry.body.byteLength <= options.maxBodyBytes) store(key, entry);
      return toResponse(entry);
    } finally {
      pending.delete(key);
    }
  };
}
