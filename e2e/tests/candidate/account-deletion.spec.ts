import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newAccount } from '../../support/accounts';
import { applyAndRegister, demoOffers } from '../../support/candidate-apply';

/**
 * Issue 46, item 7, in both languages: deleting the account ends on a page that says it is
 * deleted and what the employers keep (an anonymous application), signed out, not on the home
 * page with no word.
 */
const wording = {
  fr: {
    password: /^Mot de passe, pour confirmer/,
    deleteAccount: 'Supprimer mon compte',
    path: '/fr/compte-supprime',
    heading: 'Votre compte est supprimé',
    kept: /ne gardent qu’une candidature anonyme/,
    mailed: 'Une confirmation est envoyée à votre adresse courriel.',
  },
  en: {
    password: /^Password, to confirm/,
    deleteAccount: 'Delete my account',
    path: '/en/account-deleted',
    heading: 'Your account is deleted',
    kept: /keep only an anonymous application/,
    mailed: 'A confirmation is on its way to your email address.',
  },
} as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

for (const locale of ['fr', 'en'] as const) {
  const w = wording[locale];

  test(`${locale}: deleting the account says it is deleted and what was kept anonymised`, async ({
    page,
  }, info) => {
    const board = info.project.name;
    await page.goto(`/${locale}`);
    // A candidate with an application, so something is kept for the employer.
    const offer = (await demoOffers(page, board, locale))[locale === 'fr' ? 3 : 0]!;
    const account = newAccount(board, 'candidate');
    await applyAndRegister(page, board, offer.id, account, locale);

    await page.goto(`/${locale}/profile`);
    await page.getByLabel(w.password).fill(account.password);
    await page.getByRole('button', { name: w.deleteAccount }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.deleteAccount }).click();

    await expect(page).toHaveURL((url) => url.pathname === w.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.heading);
    const main = page.getByRole('main');
    await expect(main).toContainText(w.kept);
    await expect(main).toContainText(w.mailed);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
