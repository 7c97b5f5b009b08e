import { expect, test, type Locator } from '@playwright/test';

/** Issue 19 item 15: what floats over the page leaves the page usable on a phone. */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const item of await locator.all()) {
    const box = await item.boundingBox();
    if (box && box.width > 0) boxes.push(box);
  }
  return boxes;
}

for (const locale of ['fr', 'en'] as const) {
  test(`the cookie banner keeps under a fifth of a 375 x 800 screen (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/${locale}`);
    const banner = page.getByRole('region', {
      name: locale === 'fr' ? 'Consentement aux témoins' : 'Cookie consent',
    });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(800 / 5);
  });
}

for (const width of [375, 1366]) {
  test(`a toast does not cover the header's buttons at ${width} px`, async ({ page }, info) => {
    await page.addInitScript(() =>
      window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
    );
    await page.setViewportSize({ width, height: 800 });
    // A server failure is the toast every page can show (spec section 8: 500 → error toast).
    await page.route('**/news-letter**', (route) =>
      route.fulfill({ status: 500, json: { message: 'The server could not answer.' } }),
    );
    await page.goto('/en');
    // The newsletter's form (the search's job-alert form has an e-mail field too).
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form
      .getByLabel('Email address')
      .fill(`toast-${info.project.name}-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.locator('.notistack-Snackbar').first();
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    const controls = await boxesOf(page.getByRole('banner').locator('a, button'));
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(overlaps(toastBox, control)).toBe(false);
  });
}

test('home content lines up with the header; a board without ads gives results the full width', async ({
  page,
}, info) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en');
  const logo = (await page.getByRole('banner').getByRole('link').first().boundingBox())!;
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(Math.abs(heading.x - logo.x)).toBeLessThanOrEqual(1);
  const header = (await page.getByRole('banner').locator('.MuiContainer-root').boundingBox())!;
  const results = (await page
    .getByTestId('offer-search')
    .getByTestId('offer-card')
    .first()
    .boundingBox())!;
  const rightGap = header.x + header.width - (results.x + results.width);
  // With ads the big box takes a 300 px column beside the results; without, nothing does.
  if (info.project.name === 'careers') expect(rightGap).toBeLessThan(40);
  else expect(rightGap).toBeGreaterThan(300);
});

for (const width of [1366, 375]) {
  test(`a search URL and find-a-job lead with the results at ${width} px`, async ({ page }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
    );
    await page.setViewportSize({ width, height: 800 });
    for (const url of ['/en?page=2', '/en/find-a-job']) {
      await page.goto(url);
      const firstCard = (await page.getByTestId('offer-card').first().boundingBox())!;
      expect(firstCard.y, url).toBeLessThan(800);
    }
    // The home page itself still leads with the board's hero.
    await page.goto('/en');
    await expect(page.getByTestId('home-browse')).toBeVisible();
  });
}
