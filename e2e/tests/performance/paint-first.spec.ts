import { expect, test } from '@playwright/test';

/**
 * Issue 16: hydration starts one task after the page's scripts have run, through the
 * `beforeInteractive` entry of platform/src/modules/paint-first. Next appends the entry's
 * script to the head before it hydrates; if Next stops reading `self.__next_s`, or the CSP
 * refuses the inline script's hash, the element never appears and this fails.
 */
for (const path of ['/fr', '/en/login']) {
  test(`Next takes the paint-first entry before it hydrates (${path})`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('head > script#paint-first')).toHaveCount(1);
    // The page still hydrates: the footer's newsletter form marks itself once it has.
    await expect(page.locator('form[data-hydrated]').last()).toHaveAttribute(
      'data-hydrated',
      'true',
    );
  });
}
