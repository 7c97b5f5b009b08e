import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoEmployers } from '@jobboard/api/services/auth/demo-account-list';
import { formReady, logIn } from '../../support/accounts';

/**
 * Issue 19 item 1: the session ends while an employer page is open (cookies cleared, then Save):
 * the page sends the user to the employer login, back to the page after, instead of keeping the
 * employer header and form.
 */
test('an employer whose session ended is sent to log in on Save, then back', async ({ page }) => {
  const employer = demoEmployers.find((e) => e.permissions.includes('manage_companies'));
  if (!employer) throw new Error('demo employer with manage_companies is missing');
  await logIn(page, 'employer', employer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL((url) => !url.pathname.endsWith('/employer/login'));
  await page.goto('/en/employer/companies/1/edit');
  await formReady(page);
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/en/employer/login' &&
      url.searchParams.get('redirect') === '/en/employer/companies/1/edit',
  );
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toHaveCount(0);
});
