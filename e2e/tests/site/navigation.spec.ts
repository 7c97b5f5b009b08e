import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@jobboard/api/services/auth/demo-account-list';

/**
 * Spec section 9's navigation constants (issue 19, item 16): the loading bar after a 200 ms
 * throttle, no prefetch on save-data connections, and fetch indicators that never flash.
 * My offers is the page used: its rows' actions are client-side links.
 */
async function signInEmployer(page: Page) {
  await page.context().clearCookies();
  await page.goto('/en/terms-and-conditions');
  const status = await page.evaluate(async (password) => {
    const res = await fetch('/api/ats/auth/login', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'employer@demo.jobboard.test', password }),
    });
    return res.status;
  }, DEMO_PASSWORD);
  expect(status).toBe(200);
}

/** The requests Next makes to prefetch a link's page (its router marks them with a header). */
function countPrefetches(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) seen.push(request.url());
  });
  return seen;
}

async function openMyOffers(page: Page) {
  await page.goto('/en/employer/my-offers');
  const edit = page.getByRole('link', { name: 'Edit' }).first();
  await expect(edit).toBeVisible();
  // The links' client behaviour exists once React has taken over the page.
  await page.waitForFunction(() => window.history.state && '__NA' in window.history.state);
  return edit;
}

test('a slow client-side navigation shows the loading bar, which goes once the page is there', async ({
  page,
}) => {
  await signInEmployer(page);
  const edit = await openMyOffers(page);
  // Hold the edit page's server answer for a while: a slow line or a busy server.
  await page.route(/\/employer\/offer\/\d+\/edit/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const bar = page.getByRole('progressbar', { name: 'Loading the page…' });
  await expect(bar).toHaveCount(0);
  await edit.click();
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/employer\/offer\/\d+\/edit/);
  await expect(bar).toHaveCount(0);
});

test('links are prefetched when visible, but not on a save-data connection', async ({
  browser,
  baseURL,
}) => {
  const counts: number[] = [];
  for (const saveData of [false, true]) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    if (saveData) {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {
          value: { saveData: true, effectiveType: '4g' },
        });
      });
    }
    await signInEmployer(page);
    const seen = countPrefetches(page);
    await openMyOffers(page);
    // Prefetches of the visible rows' links start as soon as the links are observed.
    if (!saveData) await expect.poll(() => seen.length).toBeGreaterThan(0);
    else await page.waitForTimeout(2_000);
    counts.push(seen.length);
    await context.close();
  }
  expect(counts[0]).toBeGreaterThan(0);
  expect(counts[1]).toBe(0);
});

test('a fetch indicator, once shown, stays for at least 200 ms', async ({ page }) => {
  await signInEmployer(page);
  // Every appearance and disappearance of my offers' loading bar, timed in the page.
  await page.addInitScript(() => {
    const spans: Array<[number, number]> = [];
    (window as unknown as { loadingSpans: Array<[number, number]> }).loadingSpans = spans;
    let shownAt: number | null = null;
    new MutationObserver(() => {
      const shown = !!document.querySelector('main [role="progressbar"]');
      if (shown && shownAt === null) shownAt = performance.now();
      if (!shown && shownAt !== null) {
        spans.push([shownAt, performance.now()]);
        shownAt = null;
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/en/employer/my-offers');
  await expect(page.getByRole('link', { name: 'Edit' }).first()).toBeVisible();
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
  const spans = await page.evaluate(
    () => (window as unknown as { loadingSpans: Array<[number, number]> }).loadingSpans,
  );
  expect(spans.length).toBeGreaterThan(0);
  for (const [from, to] of spans) expect(to - from).toBeGreaterThanOrEqual(195);
});
