import { expect, test, type Page } from '@playwright/test';
import { demoSignIn } from '../../support/demo-sign-in';
import { completeDraft, pageApi } from '../../support/employer-offers';

/**
 * Issue 41, featured offers on the free board: hospitality sells none, so its published offer
 * has no Feature action and the API refuses one. Careers' featuring is in packages.spec.ts
 * (e2e/support/featured.ts).
 */
/** The free board sells no featured period: a published offer has no Feature action. */
async function notSoldOnHospitality(page: Page) {
  await demoSignIn(page, 'employer');
  const title = `Plongeur Vedette ${Date.now()}`;
  const id = await completeDraft(page, 'hospitality', title);
  const published = await pageApi(
    page,
    'POST',
    `/api/jobboard/hospitality/employer/offer/${id}/publish`,
    {},
  );
  expect(published.status).toBe(200);
  await page.goto('/en/employer/my-offers');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByRole('button', { name: 'Unpublish from all boards' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Feature' })).toHaveCount(0);
  const refused = await pageApi(
    page,
    'POST',
    `/api/jobboard/hospitality/employer/offer/${id}/create-featured-checkout-session`,
    {
      days: 7,
      success_url: `${new URL(page.url()).origin}/en/employer/my-offers`,
      cancel_url: `${new URL(page.url()).origin}/en/employer/my-offers`,
    },
  );
  expect(refused.status).toBe(409);
}

test('the free board sells no featured period', async ({ page }) => {
  await notSoldOnHospitality(page);
});
