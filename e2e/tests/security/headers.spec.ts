import { expect, test } from '@playwright/test';
import { logIn, raw } from './raw-client';

/** Issue 20: the security headers of pages and API answers, and the app working under its CSP. */
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const adScripts = `http://127.0.0.1:${process.env.E2E_AD_PORT}`;

test('pages carry a strict CSP whose nonce is fresh per response, cached copies included', async () => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i += 1) {
    const page = await raw({ path: '/fr' });
    expect(page.status).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const directives = csp.split(';').map((d) => d.trim());
    const nonce = nonceOf(csp);
    expect(nonce, csp).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
    // Plus the board's ad server (issue 19: the e2e server points it at a local port), only.
    expect(directives[0]).toMatch(
      new RegExp(
        `^script-src 'nonce-[^']+' 'strict-dynamic'( 'sha256-[^']+')* ${adScripts.replaceAll('.', '\\.')}$`,
      ),
    );
    expect(directives).toEqual(
      expect.arrayContaining([
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self' https://checkout.stripe.com",
      ]),
    );
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    // Every script Next wrote carries this response's nonce, and no other nonce appears.
    const inBody = [...page.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(inBody.length).toBeGreaterThan(0);
    expect(new Set(inBody)).toEqual(new Set([nonce]));
    nonces.add(nonce ?? '');
  }
  expect(nonces.size).toBe(3);
});

test('pages carry HSTS, nosniff, a referrer policy and a permissions policy', async () => {
  for (const path of ['/fr', '/en/login', '/fr/emplois']) {
    // HSTS only for HTTPS: the e2e server trusts its proxy, which says so (issue 46, item 31).
    const page = await raw({ path, headers: { 'x-forwarded-proto': 'https' } });
    const h = page.headers;
    expect(
      Number(/max-age=(\d+)/.exec(String(h['strict-transport-security']))?.[1]),
    ).toBeGreaterThanOrEqual(31_536_000);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(h['permissions-policy'])).toMatch(
      /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
    );
    expect(h['x-frame-options']).toBe('DENY');
  }
});

test('no HSTS over plain HTTP, on pages, assets and the API (issue 46, item 31)', async () => {
  for (const path of ['/fr', '/api/health', '/favicon.ico']) {
    const plain = await raw({ path });
    expect(plain.headers['strict-transport-security'], path).toBeUndefined();
  }
  const api = await raw({ path: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
  expect(api.headers['strict-transport-security']).toMatch(/max-age=31536000/);
});

test("/favicon.ico is the board's icon, OPTIONS agrees with Allow, anonymous API JSON says how to cache (issue 46, item 31)", async () => {
  for (const board of ['hospitality', 'careers']) {
    const icon = await raw({ path: '/favicon.ico', board });
    expect(icon.status, board).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toContain('<svg');
  }
  for (const path of ['/fr', '/en/find-a-job']) {
    const options = await raw({ method: 'OPTIONS', path });
    expect(options.status, path).toBe(204);
    const allow = String(options.headers.allow).split(/,\s*/);
    expect(allow).toEqual(expect.arrayContaining(['GET', 'HEAD', 'OPTIONS']));
    const put = await raw({ method: 'PUT', path });
    expect(put.status, path).toBe(405);
    expect(put.headers.allow).toBe(options.headers.allow);
  }
  const offers = await raw({ path: '/api/jobboard/hospitality/offers' });
  expect(offers.status).toBe(200);
  expect(offers.headers['content-type']).toMatch(/json/);
  expect(offers.headers['cache-control']).toBeTruthy();
});

test('pages with a token in their URL send no Referer at all', async () => {
  for (const path of [
    '/fr/reset-password/selector/token',
    '/en/email-confirmation/a@b.ca/token',
    '/fr/news-letter-confirmation/token',
    '/en/jobboard_news_letter/unsubscribe/token',
  ]) {
    const page = await raw({ path });
    expect(page.headers['referrer-policy'], path).toBe('no-referrer');
  }
});

test('API answers are never sniffed, and not stored when a session is involved', async () => {
  const health = await raw({ path: '/api/health' });
  expect(health.headers['x-content-type-options']).toBe('nosniff');
  const cookie = await logIn(
    'jobboard',
    'candidate@demo.jobboard.test',
    'Demo passphrase 2026',
    'hospitality',
    '127.0.0.31',
  );
  const me = await raw({
    path: '/api/jobboard/hospitality/me',
    headers: { cookie },
    from: '127.0.0.31',
  });
  expect(me.status).toBe(200);
  expect(me.headers['cache-control']).toBe('no-store');
  expect(me.headers['x-content-type-options']).toBe('nosniff');
  const login = await raw({
    method: 'POST',
    path: '/api/jobboard/auth/login',
    from: '127.0.0.31',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'candidate@demo.jobboard.test',
      password: 'Demo passphrase 2026',
    }),
  });
  expect(login.headers['cache-control']).toBe('no-store');
});

test('unserved methods are 405 with Allow, malformed URLs 400, on pages and the API', async () => {
  for (const path of ['/fr', '/api/health']) {
    const trace = await raw({ method: 'TRACE', path });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toContain('GET');
  }
  expect((await raw({ path: '/fr/%ff' })).status).toBe(400);
  expect((await raw({ path: '/api/jobboard/hospitality/offers/%ff%fe' })).status).toBe(400);
});

test('the site works in Chromium under its CSP: no violation, scripts run', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    // Chromium logs every refusal, a caught one included ("Refused to evaluate a string...").
    if (/Content-Security-Policy|Refused to /i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // Every one counts, `eval` included: zod's `new Function` probe, though caught, was one
      // until the client set `jitless` (platform/src/instrumentation-client.ts).
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await page.goto('/fr');
  // The cookie banner's buttons work through its inline script, i.e. the policy allows its hash
  // (Next's own scripts are proved by the sign-in below).
  await page.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByRole('button', { name: 'Accepter' })).toBeHidden();
  // The inline script that hides an accepted banner before paint (allowed by its hash).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-cookie-consent', 'accepted');
  for (const path of ['/fr/emplois', '/en/login', '/fr/contact', '/fr/reset-password/a/b'])
    await page.goto(path);
  await page.goto('/en/login');
  await page.getByLabel(/^Email/).fill('candidate@demo.jobboard.test');
  await page.getByLabel(/^Password/).fill('Demo passphrase 2026');
  await page.getByRole('button', { name: /^Log in$/ }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  expect(violations).toEqual([]);
});

test('every answer carries X-Request-Id: pages (cached too), the API, assets, 404s; a plain id from a proxy is kept (issue 43)', async () => {
  const ids = new Set<string>();
  for (const path of [
    '/fr',
    '/fr',
    '/api/jobboard/hospitality/offers',
    '/api/jobboard/hospitality/offers',
    '/favicon.ico',
    '/fr/nope',
  ]) {
    const res = await raw({ path });
    const id = String(res.headers['x-request-id']);
    expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
    ids.add(id);
  }
  // A fresh id each time, the page and API caches' copies included.
  expect(ids.size).toBe(6);
  const given = await raw({ path: '/api/ready', headers: { 'x-request-id': 'lb-42' } });
  expect(given.headers['x-request-id']).toBe('lb-42');
});
