import { expect, test } from '@playwright/test';
import { newAccount, register } from '../../support/accounts';
import { boardOf } from '../../support/boards';

/** tenants/<board>/board.ts atsOrigin. */
const atsOrigin: Record<string, string> = {
  hospitality: 'https://ats.emplois-hotellerie.example',
  careers: 'https://ats.careers-north.example',
};

test('employer layout: the ATS alert follows the board flag, the dashboard opens in a new window', async ({
  page,
}, testInfo) => {
  // The employer area needs a signed-in employer; registering lands on /employer/companies.
  await register(page, newAccount(testInfo.project.name, 'employer'), 'employer');
  await expect(page).toHaveURL((url) => url.pathname === '/en/employer/companies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My companies');
  // Spec section 2: no applicant-tracking alert on the hospitality board.
  const alert = page.getByTestId('ats-alert');
  if (testInfo.project.name === 'hospitality') await expect(alert).toHaveCount(0);
  else await expect(alert).toBeVisible();
  // The button asks for a fresh single sign-on token, then opens the applicant-tracking app.
  const ats = atsOrigin[testInfo.project.name]!;
  await page
    .context()
    .route(`${ats}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>ATS</title>' }),
    );
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Open the dashboard/ }).click(),
  ]);
  await popup.waitForURL((url) => url.href.startsWith(`${ats}/sso/`));
  // The employer menu opens it too, with a token of its own (single use).
  await page.getByRole('button', { name: /account menu|menu du compte/i }).click();
  const [fromMenu] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: 'Open the dashboard (opens in a new window)' }).click(),
  ]);
  await fromMenu.waitForURL((url) => url.href.startsWith(`${ats}/sso/`));
  expect(fromMenu.url()).not.toBe(popup.url());
});

test('guest layout: a card with the board logo, the language switcher and the copyright', async ({
  page,
}, testInfo) => {
  const board = boardOf(testInfo.project.name);
  await page.goto('/fr/connexion');
  const card = page.getByRole('main');
  await expect(card.getByRole('img', { name: board.name.fr })).toBeVisible();
  await expect(card.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  await expect(page.getByText(`© ${new Date().getFullYear()} ${board.name.fr}`)).toBeVisible();
  await page.getByTestId('language-switcher').click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/login');
});

test('the staffing wording belongs to the hospitality board only', async ({ page }, testInfo) => {
  await page.goto('/fr');
  const footer = page.getByRole('contentinfo');
  const expected =
    testInfo.project.name === 'hospitality'
      ? 'Notre service de dépannage'
      : 'Notre solution de recrutement';
  await expect(footer.getByRole('link', { name: expected })).toBeVisible();
});
