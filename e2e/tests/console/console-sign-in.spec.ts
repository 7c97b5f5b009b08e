import { expect, test } from '@playwright/test';
import { atBothWidths, axeClean } from '../../support/page-checks';
import { demoOperator, freshCode } from '../../support/totp';

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

const words = {
  fr: {
    signIn: '/fr/connexion',
    title: 'Connexion à la console',
    email: 'Adresse courriel',
    password: 'Mot de passe',
    code: 'Code d’authentification ou code de récupération',
    submit: 'Se connecter',
    codeRequired: 'Un code valide de votre application d’authentification',
    signedIn: `Connecté en tant que ${demoOperator.email}`,
    boards: 'Vos sites',
    signOut: 'Se déconnecter',
  },
  en: {
    signIn: '/en/sign-in',
    title: 'Sign in to the console',
    email: 'Email address',
    password: 'Password',
    code: 'Authenticator code or recovery code',
    submit: 'Sign in',
    codeRequired: 'A valid code from your authenticator app',
    signedIn: `Signed in as ${demoOperator.email}`,
    boards: 'Your boards',
    signOut: 'Sign out',
  },
};

test('the demo operator signs in with a password and a TOTP code, in both languages', async ({
  page,
}) => {
  // Each sign-in takes a step of its own (freshCode): a step once used is refused.
  for (const [step, locale] of (['fr', 'en'] as const).entries()) {
    const w = words[locale];
    // The home sends a visitor without a console session to the sign-in page.
    await page.goto(`/${locale}`);
    await expect(page).toHaveURL(new RegExp(`${w.signIn}$`));
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();

    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: w.email }).fill(demoOperator.email);
    await form.getByRole('textbox', { name: w.password, exact: true }).fill(demoOperator.password);
    // The right password without a valid code: refused, and told a code is needed.
    await form.getByRole('textbox', { name: w.code }).fill('000000');
    await form.getByRole('button', { name: w.submit }).click();
    await expect(form.getByRole('alert')).toContainText(w.codeRequired);
    if (step === 0) {
      await axeClean(page, `console sign-in ${locale}, refused`);
      await atBothWidths(page, form, (width) => `${screenshots}/console-sign-in-${width}.png`);
    }

    await form.getByRole('textbox', { name: w.code }).fill(await freshCode(demoOperator.secret));
    await form.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.signedIn)).toBeVisible();
    await expect(page.getByRole('heading', { name: w.boards })).toBeVisible();
    await expect(page.getByText('hospitality', { exact: false }).first()).toBeVisible();
    await axeClean(page, `console home ${locale}`);
    if (step === 0) {
      await atBothWidths(
        page,
        page.getByRole('main'),
        (width) => `${screenshots}/console-home-${width}.png`,
      );
    }

    await page.getByRole('button', { name: w.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`${w.signIn}$`));
  }
});

test('board hosts know nothing of the console', async ({ page }, info) => {
  const port = new URL(String(info.project.use.baseURL)).port;
  const board = `http://hospitality.localhost:${port}`;
  expect((await page.goto(`${board}/console/fr`))?.status()).toBe(404);
  const me = await page.evaluate(async () => (await fetch('/api/operator/me')).status);
  expect(me).toBe(404);
});
