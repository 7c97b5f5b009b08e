import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../support/chromium';

/** Issue 44: a first visit of a public page fetches at most 30 KiB of fonts. */
export const FONT_BUDGET_KIB = 30;

/**
 * The fonts a first visit of a page fetches, in bytes on the wire (body and headers, as the
 * network received them): a fresh browser context (empty cache) at a phone's width, until the
 * page has loaded and its fonts are settled. With `font-display: optional` a font that misses
 * the first paint is still downloaded (for the next page), so every face the page's text asks
 * for counts, preloaded or not.
 */
export async function fontBytesOnFirstVisit(
  urls: string[],
): Promise<Map<string, { files: number; bytes: number }>> {
  const browser = await chromium.launch(chromiumLaunch);
  const figures = new Map<string, { files: number; bytes: number }>();
  try {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'font') return;
        sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
      });
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForLoadState('networkidle');
      const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
      figures.set(url, { files: sizes.length, bytes });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}
