import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Home page screenshots per board, language and width, for people to look at. They go outside
 * the repository (SCREENSHOT_DIR, default /tmp/jobboard-screenshots) and are never compared.
 */
const dir = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

for (const locale of ['fr', 'en'] as const) {
  for (const width of [1366, 375]) {
    test(`home screenshot ${locale} at ${width}px`, async ({ page }, testInfo) => {
      mkdirSync(dir, { recursive: true });
      await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
      await page.goto(`/${locale}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: path.join(dir, `${testInfo.project.name}-${locale}-${width}.png`),
        fullPage: true,
      });
    });
  }
}
