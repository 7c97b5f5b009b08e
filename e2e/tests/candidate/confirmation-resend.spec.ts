import { expect, test } from '@playwright/test';
import { newAccount, register } from '../../support/accounts';

/** Issue 19 item 10: a bad confirmation link offers a way to a new one. */
test('a bad confirmation link offers both logins to a visitor and Resend to an unconfirmed account', async ({
  page,
}, info) => {
  await page.goto('/en/email-confirmation/not-a/real-link');
  await expect(page.getByText(/This link is invalid/)).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Log in to get a new link', exact: true }),
  ).toHaveAttribute('href', '/en/login');
  await expect(
    page.getByRole('link', { name: 'Employers: log in to get a new link' }),
  ).toHaveAttribute('href', '/en/employer/login');

  const account = newAccount(info.project.name, 'candidate');
  await register(page, account, 'candidate');
  await expect(page).toHaveURL((url) => url.pathname === '/en');
  await page.goto('/fr/email-confirmation/not-a/real-link');
  await page.getByRole('button', { name: 'Renvoyer le lien' }).click();
  await expect(page.getByRole('status').filter({ hasText: /./ })).toBeVisible();
});
