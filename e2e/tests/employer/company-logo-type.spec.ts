import { expect, test } from '@playwright/test';
import { formReady } from '../../support/accounts';
import { demoSignIn } from '../../support/demo-sign-in';

/**
 * Issue 46, item 12: a file that is not an image, chosen as a logo, is refused in the field with
 * a translated message (before any upload on the create page; the server's 415 on the edit
 * page), and the form never says the company was saved when a part of it was not.
 */
const notAnImage = { name: 'logo.png', mimeType: 'text/plain', buffer: Buffer.from('hello') };

test('a non-image logo is refused in the field, and "saved" is never said when it failed', async ({
  page,
}) => {
  test.slow();
  await demoSignIn(page, 'employer');
  await page.goto('/fr/employer/create-company');
  await formReady(page);
  const name = `Logo Texte ${Date.now()}`;
  await page.getByLabel(/^Nom de l’entreprise \(français\)/).fill(name);
  await page.getByTestId('company-logo-input').setInputFiles({ ...notAnImage, name: 'notes.txt' });
  await expect(page.getByText(/Choisissez une image/)).toBeVisible();
  await expect(page.getByTestId('company-logo-preview')).toHaveCount(0);

  await page.getByRole('button', { name: 'Créer l’entreprise' }).click();
  // The details are saved, the refused logo is not: no "saved", and the form stays, as the edit
  // page, for another file.
  await expect(page.getByText(/mais pas l’image refusée/)).toBeVisible();
  await expect(page.getByText('L’entreprise est enregistrée.')).toHaveCount(0);
  await expect(page).toHaveURL((url) =>
    /^\/fr\/employer\/companies\/\d+\/edit$/.test(url.pathname),
  );
  const id = Number(/\/companies\/(\d+)\//.exec(page.url())![1]);

  // The edit page uploads at once: a text file named .png reaches the server, which answers 415.
  await page.goto(`/fr/employer/companies/${id}/edit`);
  await formReady(page);
  await page
    .getByTestId('company-logo-input')
    .setInputFiles({ ...notAnImage, mimeType: 'image/png' });
  await expect(page.getByText(/Choisissez une image/)).toBeVisible();
  await expect(page.getByTestId('company-logo-preview')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('L’entreprise est enregistrée.')).toHaveCount(0);
  await expect(page.getByText(/mais pas l’image refusée/)).toBeVisible();
});
