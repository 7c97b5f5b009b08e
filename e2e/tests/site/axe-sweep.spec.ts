import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { forEachRole } from '../../support/route-set';

/**
 * Issue 46's done-when: axe finds no violation on the validators' page set (every route signed
 * out, as the demo candidate and as the demo employer) at 1366 and 375 px. Each route is seen
 * once per board, so the sweep stays within CI's time: hospitality in French at 375 px, careers in
 * English at 1366, so every route is checked in both languages, at both widths and in both
 * themes (their colours differ). The specs of each feature run axe on their own pages in both
 * languages besides.
 */
test('axe finds no violation on any route, signed out or in, at 1366 and 375 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const phone = testInfo.project.name !== 'careers';
  const locale = phone ? 'fr' : 'en';
  await page.setViewportSize(phone ? { width: 375, height: 740 } : { width: 1366, height: 900 });
  const found: string[] = [];
  let checked = 0;
  await forEachRole(page, testInfo.project.name, async (role, routes) => {
    for (const route of routes) {
      const path = route[locale];
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      checked++;
      for (const v of violations)
        found.push(
          `${role} ${path}: ${v.id} ${v.help} (${v.nodes.map((n) => n.target).join(' ')})`,
        );
    }
  });
  expect(checked).toBeGreaterThan(30);
  expect(found).toEqual([]);
});
