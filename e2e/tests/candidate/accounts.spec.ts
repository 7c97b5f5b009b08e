import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formReady, logIn, mailedLink, newAccount, register } from '../../support/accounts';

/**
 * Issue 6's account journeys on each board host. Each test signs up one account (sign-ups are
 * rate limited per client address), so the guard checks ride along with the journeys.
 */
const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

async function screenshot(page: Page, name: string) {
  mkdirSync(screenshots, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

// Consent given up front: the fixed cookie banner would cover the full-page screenshots.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

const unconfirmed = (page: Page) => page.getByText(/Please confirm your email address/);
const header = (page: Page) => page.getByRole('banner');

test('a candidate registers, confirms the e-mail, logs out and in, and resets the password', async ({
  page,
}, testInfo) => {
  const board = testInfo.project.name;
  const account = newAccount(board, 'candidate');

  await register(page, account, 'candidate');
  await expect(page).toHaveURL((url) => url.pathname === '/en');
  await expect(unconfirmed(page)).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);

  // The confirmation link from the development mailbox.
  await page.goto(await mailedLink(page, account.email, 'email-confirmation'));
  await expect(page.getByText('Thank you! Your email address is confirmed.')).toBeVisible();
  await expect(unconfirmed(page)).toHaveCount(0);
  await page.goto('/en');
  await expect(header(page).getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(unconfirmed(page)).toHaveCount(0);
  await screenshot(page, `${board}-en-1366-candidate`);

  // The profile shows the account; an employer page sends a candidate to the employer login.
  await page.goto('/en/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await screenshot(page, `${board}-en-1366-candidate-profile`);
  await page.goto('/en/employer/companies');
  await expect(page).toHaveURL((url) => url.pathname === '/en/employer/login');
  await page.goto('/fr/employer/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/fr/employeur/connexion');

  // Log out, then back in. The login page knows there is no session: it does not ask /me and
  // leave a 401 in the console (issue 19 item 13).
  await page.goto('/en');
  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  const meCalls: number[] = [];
  const onResponse = (response: { url(): string; status(): number }) => {
    if (new URL(response.url()).pathname.endsWith('/me')) meCalls.push(response.status());
  };
  page.on('response', onResponse);
  await page.goto('/en/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/en/login');
  await formReady(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  expect(meCalls).toEqual([]);
  await logIn(page, 'candidate', account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname === '/en');
  await expect(header(page).getByRole('link', { name: 'My profile' })).toBeVisible();
  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();

  // Forgotten password: the mailed link sets a new one and the old one stops working.
  await page.goto('/en/forgot-password');
  await formReady(page);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByText(/If an account exists for this address/)).toBeVisible();
  await page.goto(await mailedLink(page, account.email, 'reset-password'));
  await formReady(page);
  const newPassword = `${account.password} renewed`;
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm the password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText('Your password was changed. You can now sign in.')).toBeVisible();

  await logIn(page, 'candidate', account.email, account.password);
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/en/login');
  await logIn(page, 'candidate', account.email, newPassword);
  await expect(page).toHaveURL((url) => url.pathname === '/en');
  await expect(header(page).getByRole('link', { name: 'My profile' })).toBeVisible();
});

/**
 * Issue 20: sign-up does not tell whether an address has an account. A new address and a
 * registered one get the same "check your mailbox" screen and no session; the new account's
 * link confirms it and signs it in, back where the registration was heading; the registered
 * address's owner is told by mail instead.
 */
test('registering answers alike for a new and a known address; the link confirms and signs in', async ({
  page,
}, testInfo) => {
  const board = testInfo.project.name;
  const account = newAccount(board, 'candidate');
  // Whether this browser holds a session, asked of the API (the guest layout has no header).
  const meStatus = () =>
    page.evaluate(async (b) => (await fetch(`/api/jobboard/${b}/me`)).status, board);
  await register(page, account, 'candidate', { signIn: false });
  const screen = await page.locator('main').innerText();
  expect(await meStatus()).toBe(401);

  await page.goto(await mailedLink(page, account.email, 'email-confirmation'));
  await expect(page.getByText('Thank you! Your email address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/en');
  await expect(header(page).getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(unconfirmed(page)).toHaveCount(0);
  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();

  // The same address again: the same screen, still signed out, and a mail to the owner.
  await register(page, { ...account, password: `${account.password} other` }, 'candidate', {
    signIn: false,
  });
  expect(await page.locator('main').innerText()).toBe(screen);
  expect(await meStatus()).toBe(401);
  await expect
    .poll(() =>
      page.evaluate(async (to) => {
        const list = (await (await fetch('/api/dev/mailbox')).json()) as {
          data: { recipient: string; subject: string }[];
        };
        return list.data.filter((m) => m.recipient.includes(to)).map((m) => m.subject);
      }, account.email),
    )
    .toContainEqual(expect.stringMatching(/someone tried to sign up with your address$/));
});

test('an employer registers, lands in the employer area and changes the password', async ({
  page,
}, testInfo) => {
  const board = testInfo.project.name;
  const account = newAccount(board, 'employer');

  await register(page, account, 'employer');
  await expect(page).toHaveURL((url) => url.pathname === '/en/employer/companies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My companies');
  const menu = page.getByRole('button', {
    name: `Account menu of ${account.firstName} ${account.lastName}`,
  });
  await expect(menu).toHaveText('ÉG');

  await page.goto('/en');
  await expect(menu).toBeVisible();
  await screenshot(page, `${board}-en-1366-employer`);

  // The candidate profile sends an employer to the (candidate) login.
  await page.goto('/fr/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/fr/connexion');

  await page.goto('/en/employer/companies');
  await menu.click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/employer/profile');
  await expect(page.getByLabel(/^First name/)).toHaveValue(account.firstName);
  await screenshot(page, `${board}-en-1366-employer-profile`);
  const newPassword = `${account.password} renewed`;
  await page.getByLabel(/^Current password/).fill(account.password);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm the password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText('Your password was changed.', { exact: true })).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/en/employer/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/en/employer/login');

  await logIn(page, 'employer', account.email, account.password);
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await logIn(page, 'employer', account.email, newPassword);
  await expect(page).toHaveURL((url) => url.pathname === '/en/employer/companies');
});

test('an invalid reset link offers to ask for a new one', async ({ page }) => {
  await page.goto('/en/reset-password/not-a-selector/not-a-token');
  await expect(page.getByText(/This link is invalid/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/en/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new employer link' })).toHaveAttribute(
    'href',
    '/en/employer/forgot-password',
  );
  await page.goto('/fr/reset-password/x/y');
  await expect(
    page.getByRole('link', { name: 'Demander un nouveau lien', exact: true }),
  ).toHaveAttribute('href', '/fr/mot-de-passe-oublie');
});

test('the login page', async ({ page }, testInfo) => {
  await page.goto('/en/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await screenshot(page, `${testInfo.project.name}-en-1366-login`);
});
