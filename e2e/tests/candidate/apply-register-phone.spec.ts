import { expect, test } from '@playwright/test';
import { formReady, newAccount } from '../../support/accounts';
import { applyAndRegister, applyUrl, demoOffers, resumePdf } from '../../support/candidate-apply';

/**
 * Issue 46, item 8, in both languages: applying and registering takes an optional phone number,
 * checked as the profile checks it and kept on the profile; the job alert form under the search
 * results is filled with a signed-in candidate's address (a new account's, not yet confirmed,
 * so the field is still shown).
 */
const wording = {
  fr: {
    email: /^Courriel/,
    firstName: /^Prénom/,
    lastName: /^Nom/,
    password: /^Mot de passe/,
    phone: /^Numéro de téléphone/,
    phoneInvalid: 'Entrez un numéro de téléphone valide.',
    submit: 'Envoyer ma candidature',
    success: 'Votre candidature est envoyée',
    search: '/fr/trouver-un-emploi',
    alertEmail: /^Adresse courriel/,
  },
  en: {
    email: /^Email/,
    firstName: /^First name/,
    lastName: /^Last name/,
    password: /^Password/,
    phone: /^Phone number/,
    phoneInvalid: 'Enter a valid phone number.',
    submit: 'Send my application',
    success: 'Your application is sent',
    search: '/en/find-a-job',
    alertEmail: /^Email address/,
  },
} as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

for (const locale of ['fr', 'en'] as const) {
  const w = wording[locale];

  test(`${locale}: apply-and-register takes a phone number, checked and kept on the profile`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const board = info.project.name;
    await page.goto(`/${locale}`);
    // Apart from the offers the other candidate specs apply to.
    const offer = (await demoOffers(page, board, locale))[locale === 'fr' ? 4 : 3]!;
    const account = newAccount(board, 'candidate');

    // Apply and register with a phone number: a malformed one is refused on its field.
    await page.goto(applyUrl(locale, offer));
    await formReady(page);
    const form = page.getByTestId('apply-register-form');
    await form.getByLabel(w.firstName).fill(account.firstName);
    await form.getByLabel(w.lastName).fill(account.lastName);
    await form.getByLabel(w.email).fill(account.email);
    await form.getByLabel(w.password).fill(account.password);
    await form.getByLabel(w.phone).fill('abc');
    await page.getByTestId('apply-register-file').setInputFiles({
      name: 'CV.pdf',
      mimeType: 'application/pdf',
      buffer: await resumePdf('Camille Tremblay'),
    });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: w.submit }).click();
    await expect(form.getByLabel(w.phone)).toHaveAccessibleDescription(w.phoneInvalid);
    await form.getByLabel(w.phone).fill('514 555-0199');
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByTestId('apply-success')).toContainText(w.success);

    await page.goto(`/${locale}/profile`);
    // The phone given when applying is the profile's.
    await expect(page.getByTestId('info-form').getByLabel(w.phone)).toHaveValue('514 555-0199');
  });

  test(`${locale}: the job alert form is filled with a signed-in candidate's address`, async ({
    page,
  }, info) => {
    const board = info.project.name;
    await page.goto(`/${locale}`);
    const offer = (await demoOffers(page, board, locale))[locale === 'fr' ? 3 : 4]!;
    // A new account is not confirmed yet: its alerts are confirmed by mail, so the field stays.
    const account = newAccount(board, 'candidate');
    await applyAndRegister(page, board, offer.id, account, locale);

    await page.goto(w.search);
    await expect(page.getByTestId('offer-search')).toHaveAttribute('data-hydrated', 'true');
    // The form loads as it comes near the screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByTestId('job-alert-form').getByLabel(w.alertEmail)).toHaveValue(
      account.email,
    );
  });
}
