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
    const page = await raw({ path });
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
