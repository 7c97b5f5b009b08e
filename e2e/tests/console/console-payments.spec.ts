import { expect, test } from '@playwright/test';
import { DEMO_EMPLOYER, mailWith } from '../../support/demo-application';
import { demoSignIn } from '../../support/demo-sign-in';
import { completeDraft } from '../../support/employer-offers';
import { atBothWidths, axeClean } from '../../support/page-checks';
import { operatorSignsIn } from '../../support/console';

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

test('an operator refunds a careers posting in part then in full: payments, revenue, the employer’s mail and the audit log', async ({
  page,
  browser,
}, info) => {
  test.slow();
  const port = new URL(String(info.project.use.baseURL)).port;

  // The demo employer pays a careers posting on the fake Stripe, on the board's own host.
  const careers = await browser.newContext({ baseURL: `http://careers.localhost:${port}` });
  const employer = await careers.newPage();
  await demoSignIn(employer, 'employer');
  const title = `Refunded sous-chef ${Date.now()}`;
  const id = await completeDraft(employer, 'careers', title);
  await employer.goto(`/en/employer/offer/${id}/publish`);
  await employer.getByRole('button', { name: 'Pay and publish' }).click();
  await employer.getByRole('button', { name: 'Pay' }).click();
  await expect(employer.getByText(/Your offer is live on Careers North/)).toBeVisible({
    timeout: 20_000,
  });

  // French: a partial refund of 50 $, confirmed in a dialog; the offer stays paid.
  await operatorSignsIn(page);
  await page.getByRole('main').getByRole('link', { name: 'Payments' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await page.goto('/fr/paiements');
  await expect(page.getByRole('heading', { level: 1, name: 'Paiements' })).toBeVisible();
  const rowFr = page.getByRole('row').filter({ hasText: title });
  await expect(rowFr).toContainText('171,31');
  await expect(rowFr).toContainText('Payé');
  await rowFr.getByRole('textbox', { name: /Montant à rembourser/ }).fill('50,00');
  await rowFr.getByRole('button', { name: 'Rembourser' }).click();
  await expect(rowFr.getByText('La raison doit compter au moins 3')).toBeVisible();
  await rowFr
    .getByRole('textbox', { name: /Raison/ })
    .fill('Geste commercial, deux jours de mise en ligne perdus.');
  await rowFr.getByRole('button', { name: 'Rembourser' }).click();
  const dialog = page.getByRole('dialog', { name: /^Rembourser 50,00\s\$\s\?$/ });
  await expect(dialog).toBeVisible();
  await axeClean(page, 'console refund dialog (fr)');
  await dialog.getByRole('button', { name: 'Rembourser' }).click();
  await expect(page.getByText('Le remboursement est fait')).toBeVisible();
  const refreshedFr = page.getByRole('row').filter({ hasText: title });
  await expect(refreshedFr).toContainText('Remboursé en partie');
  await expect(refreshedFr).toContainText('50,00');
  await expect(refreshedFr.getByRole('textbox', { name: /Montant à rembourser/ })).toHaveValue(
    '121,31',
  );
  await axeClean(page, 'console payments (fr)');
  // With a refund form still open on the row (what remains) and the partial refund in revenue.
  await atBothWidths(
    page,
    page.getByRole('main'),
    (width) => `${screenshots}/console-payments-${width}.png`,
  );

  // English: the rest, prefilled with what remains; the payment is refunded.
  await page.goto('/en/payments');
  const rowEn = page.getByRole('row').filter({ hasText: title });
  await expect(rowEn.getByRole('textbox', { name: /Amount to refund/ })).toHaveValue('121.31');
  await rowEn.getByRole('textbox', { name: /Reason/ }).fill('The employer cancelled the hire.');
  await rowEn.getByRole('button', { name: 'Refund' }).click();
  await page
    .getByRole('dialog', { name: 'Refund $121.31?' })
    .getByRole('button', { name: 'Refund' })
    .click();
  await expect(page.getByText('Refunded: the credit note is issued')).toBeVisible();
  const refunded = page.getByRole('row').filter({ hasText: title });
  await expect(refunded).toContainText('Refunded');
  await expect(refunded).toContainText('$171.31');
  await expect(refunded.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // Revenue: the careers refunds show, and the CSV is there for the accountant.
  const revenue = page.getByRole('table', { name: /^Revenue \d{4}, Careers North$/ });
  const totals = revenue.getByRole('row').last();
  await expect(totals).toContainText('Total');
  await expect(totals.getByRole('cell').nth(4)).not.toHaveText('$0.00');
  const csvLink = page.getByRole('link', { name: /^Download CSV of the \d{4} revenue$/ });
  // Fetched by the page itself: Node resolves no *.localhost host, the browser does.
  const csv = await page.evaluate(
    async (href) => {
      const res = await fetch(href);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return {
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        disposition: res.headers.get('content-disposition') ?? '',
        bom: [...bytes.subarray(0, 3)],
        text: new TextDecoder().decode(bytes.subarray(3)),
      };
    },
    (await csvLink.getAttribute('href'))!,
  );
  expect(csv.status).toBe(200);
  expect(csv.type).toContain('text/csv');
  expect(csv.disposition).toMatch(/^attachment; filename="revenue-all-\d{4}\.csv"$/);
  expect(csv.bom).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.text).toMatch(/\r\ncareers,\d{4}-\d{2},\d+\.\d{2},/);
  await axeClean(page, 'console payments (en)');

  // The employer's mails, in their language, with the credit note's number.
  const mail = await mailWith(employer, DEMO_EMPLOYER, title);
  expect(mail.text).toMatch(/(Note de crédit|Credit note)\s?: [A-Z]+-NC-\d{4}-\d{5}/);

  // The audit log lists both refunds.
  await page.goto('/en/audit-log?action=refund_payment');
  await expect(page.getByRole('cell', { name: 'Payment refunded' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'The employer cancelled the hire.' })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Geste commercial, deux jours de mise en ligne perdus.' }),
  ).toBeVisible();
  await careers.close();
});
