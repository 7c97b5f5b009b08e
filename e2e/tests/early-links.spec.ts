import { expect, test } from '@playwright/test';

/**
 * A plain link clicked before the page has hydrated is followed even when its target answers
 * after the hydration (platform/src/modules/early-links): Next's first history write aborted such
 * a navigation in Chromium, and the apply page's "Log in to apply" stayed put on a loaded server
 * (issue 13). The scripts and the target are slowed down here to make that order certain.
 */
test('a link clicked before hydration still opens its page when the page hydrates first', async ({
  page,
}, info) => {
  const board = info.project.name;
  await page.goto('/en');
  const offers = await page.evaluate(
    async (b) =>
      (await (await fetch(`/api/jobboard/${b}/offers?lg=en`)).json()) as {
        data: { id: number; slug: string }[];
      },
    board,
  );
  const offer = offers.data[0]!;
  // The login page answers after the scripts have run...
  await page.route('**/en/login?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  // ...and the scripts arrive after the click.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/en/offer/${offer.slug}/${offer.id}/apply`, { waitUntil: 'commit' });
  await page.getByTestId('apply-login').click({ noWaitAfter: true });
  await expect(page).toHaveURL((url) => url.pathname === '/en/login', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
