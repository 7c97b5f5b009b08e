import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { demoSignIn } from '../../support/demo-sign-in';
import { completeDraft } from '../../support/employer-offers';
import { atBothWidths, axeClean } from '../../support/page-checks';

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

test('a paid posting gives an invoice to download, made out to the billing details', async ({
  page,
}) => {
  await demoSignIn(page, 'employer');

  // The billing details, in French, with a field error first.
  await page.goto('/fr/employeur/factures');
  await expect(page.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Coordonnées de facturation' });
  await form.getByRole('textbox', { name: 'Raison sociale' }).fill('Resto Démo inc.');
  await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('25, rue Principale');
  await form.getByRole('textbox', { name: 'Ville' }).fill('Québec');
  await form.getByRole('textbox', { name: 'Code postal' }).fill('g1r 4p5');
  await form.getByRole('textbox', { name: 'Numéro de TPS (facultatif)' }).fill('12345');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Entrez un numéro de TPS de la forme')).toBeVisible();
  await form
    .getByRole('textbox', { name: 'Numéro de TPS (facultatif)' })
    .fill('222 333 444 RT 0001');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Coordonnées de facturation enregistrées.')).toBeVisible();

  // A posting paid on the fake Stripe, in English.
  const title = `Pastry chef Invoice ${Date.now()}`;
  const id = await completeDraft(page, 'careers', title);
  await page.goto(`/en/employer/offer/${id}/publish`);
  await page.getByRole('button', { name: 'Pay and publish' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(/Your offer is live on Careers North/)).toBeVisible({
    timeout: 20_000,
  });

  await page.goto('/en/employer/invoices');
  const card = page.getByRole('listitem').filter({ hasText: '$171.31' }).first();
  await expect(card).toBeVisible();
  const reference = (await card.getByRole('heading').textContent())!;
  expect(reference).toMatch(/^CN-\d{4}-\d{5}$/);
  await axeClean(page, 'invoices page');
  await atBothWidths(
    page,
    page.getByRole('main'),
    (width) => `${screenshots}/invoices-${width}.png`,
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: `Download the PDF of ${reference}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${reference}.pdf`);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  // In the payer's language (the demo employer's is French), whatever the page's.
  for (const expected of [
    `FACTURE Numéro : ${reference}`,
    'TPS no 123456789RT0001',
    'TVQ no 1234567890TQ0001',
    'Resto Démo inc.',
    '222333444RT0001',
    'Sous-total 149,00 $',
    'Total (CAD) 171,31 $',
  ]) {
    expect(text).toContain(expected);
  }
});
