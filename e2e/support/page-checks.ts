import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Axe on the page, or on the part `include` selects: no violation, named where. A router refresh
 * or client navigation can commit the page before its streamed <title>: scan once it is there.
 */
export async function axeClean(page: Page, where: string, include?: string) {
  await expect(page).toHaveTitle(/\S/);
  await transitionsSettled(page);
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(
    results.violations.map((v) => `${where}: ${v.id} ${v.nodes[0]?.html.slice(0, 160)}`),
  ).toEqual([]);
}

/**
 * Waits until no finite animation or transition runs: axe reads colours as painted, and a dialog
 * still fading out has a title at half opacity (a contrast failure that is not in the page).
 * Endless ones (a spinner, a skeleton's pulse) never settle and are left out.
 */
export async function transitionsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** At 1366 and 375 px: no sideways scrolling, and a picture of `part` at each width. */
export async function atBothWidths(page: Page, part: Locator, path: (width: number) => string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await part.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await part.screenshot({ path: path(width) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
