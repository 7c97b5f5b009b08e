import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Locale } from '@jobboard/tenancy/board-config';

interface BoardCase {
  locale: Locale;
  contact: string;
  labels: { name: RegExp; email: RegExp; message: RegExp; submit: RegExp };
  texts: { invalidEmail: string; success: string };
}

/** Each board in its default language, with the board's own contact address. */
const boards: Record<string, BoardCase> = {
  hospitality: {
    locale: 'fr',
    contact: 'bonjour@emplois-hotellerie.example',
    labels: {
      name: /^Nom/,
      email: /^Adresse courriel/,
      message: /^Message/,
      submit: /Envoyer le message/,
    },
    texts: {
      invalidEmail: 'Entrez une adresse courriel valide.',
      success: 'Merci\u00a0! Votre message a bien été envoyé.',
    },
  },
  careers: {
    locale: 'en',
    contact: 'hello@careers-north.example',
    labels: {
      name: /^Name/,
      email: /^Email address/,
      message: /^Message/,
      submit: /Send the message/,
    },
    texts: {
      invalidEmail: 'Enter a valid email address.',
      success: 'Thank you! Your message was sent.',
    },
  },
};

test('the contact form validates, sends, and its mail reaches the dev mailbox', async ({
  page,
}, testInfo) => {
  const board = boards[testInfo.project.name]!;
  const response = await page.goto(`/${board.locale}/contact-us`);
  expect(response?.status()).toBe(200);

  const form = page.getByRole('main');
  const name = form.getByRole('textbox', { name: board.labels.name });
  const email = form.getByRole('textbox', { name: board.labels.email });
  const message = form.getByRole('textbox', { name: board.labels.message });
  await name.fill('Camille Test');
  await email.fill('not-an-email');
  await message.fill(`E2E message for ${testInfo.project.name}: do you have openings?`);
  await form.getByRole('button', { name: board.labels.submit }).click();
  await expect(page.getByText(board.texts.invalidEmail)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('camille@example.com');
  // Keyboard submit: the form works without a mouse.
  await email.press('Enter');
  await expect(form.getByRole('status')).toContainText(board.texts.success);

  // The outbox worker delivers within a second or two; reload until it has.
  // Other specs' mail shares the mailbox (and may be delivered later): pick ours. The board's
  // contact address also receives the employer service requests, whose spec may run first.
  const contactMail = page
    .getByTestId('mailbox-item')
    .filter({ hasText: board.contact })
    .filter({ hasText: /Nouveau message|New message/ })
    .first();
  await expect(async () => {
    await page.goto(`/${board.locale}/dev/mailbox`);
    await expect(contactMail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await contactMail.click();
  await expect(page.getByTestId('mail-recipient')).toHaveText(board.contact);
  await expect(page.getByTestId('mail-text')).toContainText('camille@example.com');
  await expect(page.getByTestId('mail-text')).toContainText(
    `E2E message for ${testInfo.project.name}`,
  );
});

test('the contact form has no WCAG A/AA violations, with its errors showing', async ({
  browser,
}, testInfo) => {
  const board = boards[testInfo.project.name]!;
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.goto(`/${board.locale}/contact-us`);
  // A click before hydration would submit the bare HTML form instead of validating it.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: board.labels.submit }).click();
  await expect(page.getByRole('textbox', { name: board.labels.name })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // Landmarks come from the site shell's layout, so only the WCAG rules are checked here.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations).toEqual([]);
  await context.close();
});
