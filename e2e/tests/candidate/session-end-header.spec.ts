import { expect, test } from '@playwright/test';
import { demoSignIn } from '../../support/demo-sign-in';

/**
 * Issue 46 item 17: a candidate whose session ended under their profile saves it and gets the
 * 401 toast; the header then leaves the signed-in state ("My profile / Log out" gone).
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

for (const locale of ['fr', 'en'] as const) {
  const w =
    locale === 'fr'
      ? {
          myProfile: 'Mon profil',
          logout: 'Déconnexion',
          save: 'Enregistrer mes renseignements',
          login: 'Connexion',
        }
      : {
          myProfile: 'My profile',
          logout: 'Log out',
          save: 'Save my information',
          login: 'Log in',
        };

  test(`${locale}: after a 401 the candidate's header is the signed-out one`, async ({ page }) => {
    await demoSignIn(page, 'candidate');
    await page.goto(`/${locale}/profile`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: w.myProfile }).first()).toBeAttached();
    const info = page.getByTestId('info-form');
    await expect(info).toHaveAttribute('data-hydrated', 'true');

    await page.context().clearCookies();
    // The save answers 401. (A call the page makes by itself, as the window takes focus, may
    // answer 401 first and end the page's session before the click: the same outcome.)
    await info
      .getByRole('button', { name: w.save })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    // Either the 401 toast on the profile, or already the login page the guarded profile sends
    // a signed-out visitor to (when the page's own call met the 401 first): both signed out.
    await expect(
      page
        .locator('.notistack-Snackbar')
        .first()
        .or(page.getByRole('heading', { name: w.login })),
    ).toBeVisible();

    await expect(page.getByRole('banner').getByRole('link', { name: w.myProfile })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: w.logout })).toHaveCount(0);
  });
}
