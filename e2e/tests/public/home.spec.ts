import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { boardOf } from '../../support/boards';

for (const locale of ['fr', 'en'] as const) {
  test(`home page shows the board's own name, logo and theme colour in ${locale}`, async ({
    page,
  }, testInfo) => {
    const board = boardOf(testInfo.project.name);
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-CA`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(board.name[locale]);
    await expect(heading).toHaveCSS('color', board.primary);
    await expect(page.getByTestId('hero-search').getByRole('button')).toHaveCSS(
      'background-color',
      board.primary,
    );
    const logo = page.getByRole('banner').getByRole('img', { name: board.name[locale] });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(board.name[locale].split(' ')[0]!));
    // The layout's title template adds the board's name once; pages must not add it again.
    expect((await page.title()).split(board.name[locale]).length - 1).toBe(1);
  });
}

test('the visitor header has the items of spec section 2', async ({ page }) => {
  await page.goto('/en');
  const header = page.getByRole('banner');
  for (const name of ['Find a job', 'About us', 'Publish an offer', 'Log in', 'Register'])
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
});

test('the header turns into a keyboard-usable menu at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/fr');
  const open = page.getByRole('button', { name: 'Ouvrir le menu' });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('presentation').getByRole('navigation');
  await expect(drawer.getByRole('link', { name: 'Trouver un emploi' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // Nothing overflows sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('robots.txt names the board sitemap', async ({ page, baseURL }) => {
  const res = await page.goto('/robots.txt');
  expect(res?.status()).toBe(200);
  // On the board's public origin, the one rule of every absolute URL (issue 18): here, the
  // e2e server's own.
  expect(await res?.text()).toContain(`\nSitemap: ${new URL(baseURL!).origin}/sitemap.xml\n`);
});

test("the board's theme comes as one cached stylesheet its pages link to", async ({
  page,
}, info) => {
  await page.goto('/fr');
  const href = await page
    .locator('head link[rel="stylesheet"][href*="/theme.css"]')
    .getAttribute('href');
  expect(href).toMatch(new RegExp(`^/boards/${info.project.name}/theme\\.css\\?v=\\w+$`));
  // The page's colours come from it: the header's primary colour is the board's.
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--jb-primary').trim(),
  );
  expect(primary).toMatch(/^#[0-9a-f]{6}$/);
  // Through the page: Node's own resolver may not know *.localhost hosts.
  const res = await page.evaluate(async (url) => {
    const r = await fetch(url);
    const missing = await fetch('/boards/no-such-board/theme.css');
    return {
      status: r.status,
      type: r.headers.get('content-type'),
      cache: r.headers.get('cache-control'),
      body: await r.text(),
      missing: missing.status,
    };
  }, href!);
  expect(res).toMatchObject({ status: 200, missing: 404 });
  expect(res.type).toContain('text/css');
  expect(res.cache).toContain('immutable');
  expect(res.body).toContain(`--jb-primary:${primary}`);
});

for (const locale of ['fr', 'en'] as const) {
  test(`axe finds no violations on the home page (${locale})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(`/${locale}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    await context.close();
  });
}

test('the API answers on the board host through the same server', async ({ page }) => {
  // Through the browser: Node's own resolver may not know *.localhost hosts.
  const res = await page.goto('/api/health');
  expect(res?.status()).toBe(200);
  expect(await res?.json()).toEqual({ status: 'ok', driver: 'pglite', db: 'ok' });
});
