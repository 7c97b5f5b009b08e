import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmployers } from '@jobboard/api/services/auth/demo-account-list';

/**
 * Issue 46 item 17: the session ends in the middle of the offer wizard. The submit sends the
 * employer to log in with a word saying why, and signing in again brings them back to the same
 * step with what they had typed (a draft kept in the tab), in both languages.
 */
const shots = process.env.SHOTS_DIR || '/work/notes/shots';

const wording = {
  fr: {
    create: '/fr/employeur/creer-une-offre',
    login: '/fr/employeur/connexion',
    company: /^Entreprise/,
    titleFr: /^Titre du poste en français/,
    descriptionFr: /^Description en français/,
    next: 'Suivant',
    step2: 'Étape 2 sur 3 · Attributs',
    category: /^Catégorie/,
    specializations: /^Spécialisations/,
    fullTime: 'Temps plein',
    ended: 'Votre session a pris fin',
    restored: 'Nous avons repris ce que vous aviez saisi',
    email: /^Courriel/,
    password: /^Mot de passe/,
    submit: 'Se connecter',
  },
  en: {
    create: '/en/employer/create-offer',
    login: '/en/employer/login',
    company: /^Company/,
    titleFr: /^Job title in French/,
    descriptionFr: /^Description in French/,
    next: 'Next',
    step2: 'Step 2 of 3 · Attributes',
    category: /^Category/,
    specializations: /^Specializations/,
    fullTime: 'Full time',
    ended: 'Your session has ended',
    restored: 'We restored what you had typed',
    email: /^Email/,
    password: /^Password/,
    submit: 'Log in',
  },
} as const;

async function signIn(page: Page, email: string) {
  await page.context().clearCookies();
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

async function ready(page: Page, testId: string) {
  await expect(page.locator(`form[data-testid="${testId}"][data-hydrated="true"]`)).toBeAttached({
    timeout: 20_000,
  });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: a session that ends mid-wizard comes back to the step and its input`, async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    const w = wording[locale];
    const run = Date.now().toString(36);
    const title = `Plongeur ${info.project.name} ${locale} ${run}`;
    const employer = demoEmployers[0]!.email;
    await signIn(page, employer);

    // Step 1, saved: the draft exists and the address is its edit page.
    await page.goto(w.create);
    await ready(page, 'offer-details-form');
    await page.getByRole('combobox', { name: w.company }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('radio', { name: locale === 'fr' ? 'Français' : 'French' }).check();
    await page.getByRole('combobox', { name: w.titleFr }).fill(title);
    await page.getByRole('textbox', { name: w.descriptionFr }).click();
    await page.keyboard.type('Laver la vaisselle du service du soir.');
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByRole('heading', { name: w.step2 })).toBeVisible();
    await expect(page).toHaveURL(/\/employer\/offer\/\d+\/edit$/);
    const editPath = new URL(page.url()).pathname;

    // Step 2 filled in, then the session ends (its cookie gone) and Next is pressed.
    await ready(page, 'offer-attributes-form');
    const category = page.getByRole('combobox', { name: w.category });
    await category.click();
    const option = page.getByRole('option').nth(1);
    const categoryName = (await option.innerText()).trim();
    await option.click();
    await expect(category).toHaveText(categoryName);
    await page.getByRole('combobox', { name: w.specializations }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: w.fullTime }).check();
    await page.context().clearCookies();
    await page.getByRole('button', { name: w.next }).click();

    // The login page says why, and will bring the employer back to the offer.
    await expect(page).toHaveURL(
      (url) => url.pathname === w.login && url.searchParams.get('redirect') === editPath,
    );
    await expect(page.getByRole('status').filter({ hasText: w.ended })).toBeVisible();
    mkdirSync(shots, { recursive: true });
    await page.screenshot({
      path: `${shots}/login-session-ended-${info.project.name}-${locale}-1366.png`,
    });
    await expect(
      page.getByRole('banner').getByRole('button', { name: /Log out|Déconnexion/ }),
    ).toHaveCount(0);

    await expect(page.locator('main form[data-hydrated="true"]').first()).toBeAttached();
    await page.getByLabel(w.email).fill(employer);
    await page.getByLabel(w.password).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: w.submit }).click();

    // Back on step 2 of the same offer, the category still chosen.
    await expect(page).toHaveURL((url) => url.pathname === editPath);
    await expect(page.getByRole('heading', { name: w.step2 })).toBeVisible({ timeout: 20_000 });
    await ready(page, 'offer-attributes-form');
    await expect(page.getByRole('combobox', { name: w.category })).toHaveText(categoryName);
    await expect(page.getByRole('checkbox', { name: w.fullTime })).toBeChecked();
    await expect(page.getByText(w.restored)).toBeVisible();

    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `${shots}/wizard-after-session-end-${info.project.name}-${locale}-${width}.png`,
      });
    }
  });
}
