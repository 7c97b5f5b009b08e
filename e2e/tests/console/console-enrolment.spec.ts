import { expect, test } from '@playwright/test';
import { DEMO_ENROLMENT_TOKEN } from '@jobboard/api/services/operator/demo-operator';
import { atBothWidths, axeClean } from '../../support/page-checks';
import { totp } from '../../support/totp';

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';
const email = 'new-operator@demo.jobboard.test';
const password = 'Console passphrase for a new operator';

test('a new operator enrols from the link with a code computed from the secret shown, then signs in to their board only', async ({
  page,
}) => {
  // The demo's enrolment link, in French: the QR code, the secret as text, the form.
  await page.goto(`/fr/activation/${DEMO_ENROLMENT_TOKEN}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Activer votre accès à la console' }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Code QR à balayer avec votre application d’authentification' }),
  ).toBeVisible();
  const secret = (await page.locator('main code').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await axeClean(page, 'console enrolment fr');

  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill(password);
  // A wrong code is refused under its field; the link still works.
  await form.getByRole('textbox', { name: 'Code à six chiffres' }).fill('000000');
  await form.getByRole('button', { name: 'Activer mon accès' }).click();
  await expect(form.getByText(/^Ce code n’est pas valide/)).toBeVisible();
  await form.getByRole('textbox', { name: 'Code à six chiffres' }).fill(totp(secret));
  await form.getByRole('button', { name: 'Activer mon accès' }).click();
  await expect(page.getByRole('heading', { name: 'Votre accès est activé' })).toBeVisible();
  const codes = page.getByRole('list', { name: 'Codes de récupération' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  // Enrolled: the secret and its QR code leave the screen.
  await expect(page.locator('main code')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Code QR/ })).toHaveCount(0);
  await axeClean(page, 'console enrolment done');
  await atBothWidths(page, form, (width) => `${screenshots}/console-enrolment-${width}.png`);

  // The link works once.
  await page.goto(`/en/enrolment/${DEMO_ENROLMENT_TOKEN}`);
  await expect(
    page.getByText(/This activation link is invalid, has already been used/),
  ).toBeVisible();

  // Signed in, in English, with the next step's code: this operator sees hospitality only.
  await page.goto('/en/sign-in');
  const signIn = page.getByRole('main');
  await signIn.getByRole('textbox', { name: 'Email address' }).fill(email);
  await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await signIn
    .getByRole('textbox', { name: 'Authenticator code' })
    .fill(totp(secret, Date.now(), 1));
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText('You have access to every board.')).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Quebec Hospitality Jobs');
  await expect(page.getByRole('main')).not.toContainText('Careers North');
});
