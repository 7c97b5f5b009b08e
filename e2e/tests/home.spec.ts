import { expect, test } from '@playwright/test';

const names: Record<string, { fr: string; en: string }> = {
  hospitality: { fr: 'Emplois Hôtellerie Québec', en: 'Quebec Hospitality Jobs' },
  careers: { fr: 'Carrières Nord', en: 'Careers North' },
};

for (const locale of ['fr', 'en'] as const) {
  test(`home page shows the board's own name in ${locale}`, async ({ page }, testInfo) => {
    const board = testInfo.project.name;
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-CA`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[board]![locale]);
  });
}

test('the API answers on the board host through the same server', async ({ page }) => {
  // Through the browser: Node's own resolver may not know *.localhost hosts.
  const res = await page.goto('/api/health');
  expect(res?.status()).toBe(200);
  expect(await res?.json()).toEqual({ status: 'ok', driver: 'pglite', db: 'ok' });
});
