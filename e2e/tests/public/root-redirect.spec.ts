import { expect, test } from '@playwright/test';
import { boardOf } from '../../support/boards';

/** Spec section 9: the i18n_redirected cookie, then Accept-Language, then the board default. */
test.describe('root redirect', () => {
  test('follows the i18n_redirected cookie first', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'fr-CA' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
    await context.close();
  });

  // Chromium derives Accept-Language from the context's locale (extraHTTPHeaders cannot
  // override it), so each case is a browser locale.
  test('then Accept-Language', async ({ browser, baseURL }) => {
    for (const [locale, expected] of [
      ['fr-CA', '/fr'],
      ['en-CA', '/en'],
    ] as const) {
      const context = await browser.newContext({ baseURL, locale });
      const page = await context.newPage();
      await page.goto('/');
      expect(new URL(page.url()).pathname).toBe(expected);
      // The choice is remembered for 365 days, with the lang cookie beside it.
      const cookies = await context.cookies();
      const redirected = cookies.find((c) => c.name === 'i18n_redirected');
      expect(redirected?.value).toBe(expected.slice(1));
      expect(redirected!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
      expect(cookies.find((c) => c.name === 'lang')?.value).toBe(expected.slice(1));
      await context.close();
    }
  });

  test("then the board's default language", async ({ browser, baseURL }, testInfo) => {
    const board = boardOf(testInfo.project.name);
    const context = await browser.newContext({ baseURL, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe(`/${board.defaultLocale}`);
    await context.close();
  });
});
