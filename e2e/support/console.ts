import { expect, type Page } from '@playwright/test';
import { demoOperator, freshCode } from './totp';

const words = {
  en: {
    path: '/en/sign-in',
    email: 'Email address',
    password: 'Password',
    code: 'Authenticator code',
    submit: 'Sign in',
    signedIn: 'Signed in as',
  },
  fr: {
    path: '/fr/connexion',
    email: 'Adresse courriel',
    password: 'Mot de passe',
    code: 'Code d’authentification',
    submit: 'Se connecter',
    signedIn: 'Connecté en tant que',
  },
} as const;

/**
 * The demo operator signs in through the console's form on the project's host (the console), in
 * the language asked, with a TOTP step no earlier sign-in of the run has used.
 */
export async function operatorSignsIn(page: Page, locale: 'en' | 'fr' = 'en') {
  const w = words[locale];
  await page.goto(w.path);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: w.email }).fill(demoOperator.email);
  await form.getByRole('textbox', { name: w.password, exact: true }).fill(demoOperator.password);
  await form.getByRole('textbox', { name: w.code }).fill(await freshCode(demoOperator.secret));
  await form.getByRole('button', { name: w.submit }).click();
  await expect(page.getByText(`${w.signedIn} ${demoOperator.email}`)).toBeVisible();
}
