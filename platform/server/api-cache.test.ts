import { describe, expect, it } from 'vitest';
import { apiCacheKey, createApiCache } from './api-cache';

const options = {
  ttlMs: 60_000,
  maxEntries: 2,
  maxBodyBytes: 1024,
  sessionCookies: ['jb_session'],
};
const offers = 'http://hospitality.localhost/api/jobboard/hospitality/offers?title=chef';

/** An app that counts its calls and answers `status` with the call number in the body. */
function countingApp(status = 200, headers: Record<string, string> = {}) {
  let calls = 0;
  const fetch = async () => {
    calls += 1;
    const n = calls;
    await new Promise((r) => setTimeout(r, 10));
    return Response.json({ n }, { status, headers });
  };
  return { fetch, calls: () => calls };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers: { host: new URL(url).host, ...headers } });

describe('the API micro-cache', () => {
  it('answers repeated anonymous reads from one call, concurrent misses included', async () => {
    const app = countingApp();
    const cached = createApiCache(app.fetch, options);
    const answers = await Promise.all([cached(get(offers)), cached(get(offers))]);
    const again = await cached(get(offers));
    for (const res of [...answers, again]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ n: 1 });
    }
    expect(app.calls()).toBe(1);
  });

  it('keys on the host, the query and the locale inputs', () => {
    const key = (url: string, headers?: Record<string, string>) =>
      apiCacheKey(get(url, headers), options.sessionCookies);
    const base = key(offers);
    expect(key(offers.replace('chef', 'cook'))).not.toBe(base);
    expect(key(offers, { 'accept-language': 'en-CA' })).not.toBe(base);
    expect(key(offers, { cookie: 'lang=en' })).not.toBe(base);
    expect(key(offers, { cookie: 'other=1' })).toBe(base);
    expect(key(offers.replace('hospitality.localhost', 'careers.localhost'))).not.toBe(base);
  });

  it('never caches with a session, writes, other endpoints or non-200 answers', async () => {
    expect(apiCacheKey(get(offers, { cookie: 'jb_session=abc' }), ['jb_session'])).toBeNull();
    expect(apiCacheKey(new Request(offers, { method: 'POST' }), ['jb_session'])).toBeNull();
    expect(apiCacheKey(get('http://h.localhost/api/me'), ['jb_session'])).toBeNull();
    expect(apiCacheKey(get('http://h.localhost/api/health'), ['jb_session'])).toBeNull();

    const missing = countingApp(404);
    const cached = createApiCache(missing.fetch, options);
    expect((await cached(get(offers))).status).toBe(404);
    expect(await (await cached(get(offers))).json()).toEqual({ n: 2 });

    const cookie = countingApp(200, { 'set-cookie': 'a=1' });
    const withCookie = createApiCache(cookie.fetch, options);
    await withCookie(get(offers));
    await withCookie(get(offers));
    expect(cookie.calls()).toBe(2);
  });

  it('expires entries after ttlMs and is off at 0', async () => {
    const app = countingApp();
    const cached = createApiCache(app.fetch, { ...options, ttlMs: 20 });
    await cached(get(offers));
    await new Promise((r) => setTimeout(r, 40));
    expect(await (await cached(get(offers))).json()).toEqual({ n: 2 });
    const off = countingApp();
    expect(createApiCache(off.fetch, { ...options, ttlMs: 0 })).toBe(off.fetch);
  });
});
