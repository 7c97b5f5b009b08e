import { expect, test } from '@playwright/test';
import { mailWith } from '../../support/demo-application';
import { demoSignIn } from '../../support/demo-sign-in';
import { completeDraft } from '../../support/employer-offers';
import { atBothWidths, axeClean } from '../../support/page-checks';

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

test('the owner invites a colleague who may only manage offers; the colleague joins from the mail', async ({
  page,
}, info) => {
  // The owner, in French, invites in English: the mail and the accept page are the invitee's.
  await demoSignIn(page, 'employer');
  await page.goto('/fr/employeur/equipe');
  await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Inviter une personne' });
  const email = `colleague-${Date.now().toString(36)}@example.test`;
  await invite.getByRole('textbox', { name: 'Adresse courriel' }).fill(email);
  await invite.getByRole('checkbox', { name: 'Gérer les offres' }).check();
  await invite.getByRole('combobox', { name: 'Langue du courriel d’invitation' }).click();
  await page.getByRole('option', { name: 'Anglais' }).click();
  await invite.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByText(`Invitation envoyée à ${email}`)).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await axeClean(page, 'team page');
  await atBothWidths(page, page.getByRole('main'), (width) => `${screenshots}/team-${width}.png`);

  const mail = await mailWith(page, email, '/employer/team/accept/');
  expect(mail.subject).toContain('an invitation to join a team');
  const link = new URL(/https?:\/\/\S+\/en\/employer\/team\/accept\/[\w-]+/.exec(mail.text)![0]);

  // The invitee opens the link signed out and creates the account there.
  await page.context().clearCookies();
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Join a team' })).toBeVisible();
  await expect(page.getByText('Manage job offers')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Léa');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Collègue');
  const password = `Harbour lantern ${Date.now().toString(36)} 42`;
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm the password' }).fill(password);
  await axeClean(page, 'accept page');
  await page.getByRole('button', { name: 'Create my account and join' }).click();
  await expect(page.getByText('Welcome to the team!')).toBeVisible();

  // Signed in with manage_offers only: offers open (one written), the team and invoices do not.
  expect((await page.goto('/en/employer/create-offer'))?.status()).toBe(200);
  const offerId = await completeDraft(page, info.project.name, `Colleague's offer ${Date.now()}`);
  expect(offerId).toBeGreaterThan(0);
  expect((await page.goto('/en/employer/team'))?.status()).toBe(403);
  expect((await page.goto('/en/employer/invoices'))?.status()).toBe(403);
  // The link worked once.
  await page.context().clearCookies();
  await page.goto(link.pathname);
  await expect(
    page.getByRole('heading', { name: 'This invitation can no longer be used' }),
  ).toBeVisible();
});
