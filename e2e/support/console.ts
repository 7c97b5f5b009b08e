import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { runFile } from './run-file';
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

/** The demo operator's session cookies after the run's first sign-in (JSON). */
const sessionFile = runFile('operator-session');

type Cookies = Parameters<ReturnType<Page['context']>['addCookies']>[0];

function savedSession(): Cookies | null {
  try {
    return JSON.parse(readFileSync(sessionFile, 'utf8')) as Cookies;
  } catch {
    return null;
  }
}

/**
 * The demo operator, signed in on the project's host (the console) in the language asked. The
 * run's first call signs in through the form with a TOTP step no earlier sign-in has used; later
 * calls reuse that session while the console still takes it. Each form sign-in needs a step of
 * its own, so signing in afresh for every spec waited for the clock (up to 30 s a spec); the
 * form itself is console-sign-in.spec.ts's subject.
 */
export async function operatorSignsIn(page: Page, locale: 'en' | 'fr' = 'en') {
  const w = words[locale];
  const signedIn = page.getByText(`${w.signedIn} ${demoOperator.email}`);
  const saved = savedSession();
  if (saved) {
    await page.context().addCookies(saved);
    // Without a live session the console's home sends the visitor to its sign-in page.
    await page.goto(`/${locale}`);
    if (!page.url().endsWith(w.path)) {
      await expect(signedIn).toBeVisible();
      return;
    }
    await page.context().clearCookies();
  }
  await page.goto(w.path);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: w.email }).fill(demoOperator.email);
  await form.getByRole('textbox', { name: w.password, exact: true }).fill(demoOperator.password);
  await form.getByRole('textbox', { name: w.code }).fill(await freshCode(demoOperator.secret));
  await form.getByRole('button', { name: w.submit }).click();
  await expect(signedIn).toBeVisible();
  writeFileSync(sessionFile, JSON.stringify(await page.context().cookies(page.url())));
}
