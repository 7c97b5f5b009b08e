import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmployers } from '@jobboard/api/services/auth/demo-account-list';

/**
 * Issue 12's service request, on each board host and in both languages: the board's demo
 * employer opens the board's service page (staffing on the hospitality board, recruitment on the
 * careers board), sends the form empty and too short (the errors under the field), then a real
 * request, which reaches the board's team in the development mailbox.
 */
const service: Record<string, { path: string; contact: string; subject: RegExp }> = {
  hospitality: {
    path: '/employer/staffing',
    contact: 'bonjour@emplois-hotellerie.example',
    // The team reads the board's default language.
    subject: /Demande de service\s:\sdépannage de personnel/,
  },
  careers: {
    path: '/employer/recruitment',
    contact: 'hello@careers-north.example',
    subject: /Service request: recruitment/,
  },
};

const wording = {
  fr: {
    message: /^Vos besoins/,
    phone: /^Téléphone/,
    send: 'Envoyer la demande',
    required: 'Ce champ est obligatoire.',
    tooShort: 'Le message doit compter au moins 10 caractères.',
    sent: /^Merci\s! Votre demande est envoyée/,
  },
  en: {
    message: /^Your needs/,
    phone: /^Phone/,
    send: 'Send the request',
    required: 'This field is required.',
    tooShort: 'The message must be at least 10 characters.',
    sent: /^Thank you! Your request was sent/,
  },
} as const;

async function signInAs(page: Page, email: string) {
  await page.goto('/en/terms-and-conditions');
  const status = await page.evaluate(
    async ({ email, password }) =>
      (
        await fetch('/api/ats/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email, password }),
        })
      ).status,
    { email, password: DEMO_PASSWORD },
  );
  expect(status).toBe(200);
}

/** The text of the newest mail to `recipient` that contains `marker`, or null. */
function mailWith(page: Page, recipient: string, marker: string) {
  return page.evaluate(
    async ({ to, marker }) => {
      const list = (await (await fetch('/api/dev/mailbox')).json()) as {
        data: { id: number; recipient: string }[];
      };
      for (const mail of list.data.filter((m) => m.recipient.includes(to))) {
        const one = (await (await fetch(`/api/dev/mailbox/${mail.id}`)).json()) as {
          data: { subject: string; text: string };
        };
        if (one.data.text.includes(marker)) return one.data;
      }
      return null;
    },
    { to: recipient, marker },
  );
}

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: an employer asks for the board's service, the field errors first, and the team gets the mail`, async ({
    page,
  }, info) => {
    // Two page loads, three posts and a mailbox poll: more than the default minute on a loaded machine.
    test.setTimeout(120_000);
    const board = info.project.name;
    const target = service[board]!;
    const w = wording[locale];
    await signInAs(page, demoEmployers[0]!.email);
    await page.goto(`/${locale}${target.path}`);
    await expect(
      page.locator('form[data-testid="service-request-form"][data-hydrated="true"]'),
    ).toBeAttached({ timeout: 20_000 });
    const accept = page.getByRole('button', { name: /^(Accepter|Accept)$/ });
    if (await accept.isVisible()) await accept.click();

    const message = page.getByRole('textbox', { name: w.message });
    const send = page.getByRole('button', { name: w.send });
    // Nothing typed, then too short: the error is under the field, in the page's language.
    await send.click();
    await expect(page.getByText(w.required)).toBeVisible();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await message.fill('Vite');
    await send.click();
    await expect(page.getByText(w.tooShort)).toBeVisible();

    const marker = `Besoin ${board} ${locale} ${Date.now().toString(36)}`;
    await message.fill(`${marker}: deux serveurs samedi soir pour un banquet de 120 personnes.`);
    await page.getByRole('textbox', { name: w.phone }).fill('514 555-0134');
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: w.sent })).toBeVisible();
    // The form is emptied for another request.
    await expect(message).toHaveValue('');

    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => `${v.id} ${v.nodes[0]?.html.slice(0, 160)}`)).toEqual([]);

    // Through the outbox to the board's team.
    await expect
      .poll(() => mailWith(page, target.contact, marker), { timeout: 20_000 })
      .not.toBeNull();
    const mail = (await mailWith(page, target.contact, marker))!;
    expect(mail.subject).toMatch(target.subject);
    expect(mail.text).toContain('514 555-0134');
    expect(mail.text).toContain(demoEmployers[0]!.email);
  });
}
