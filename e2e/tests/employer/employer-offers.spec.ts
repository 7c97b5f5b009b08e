import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmployers } from '@jobboard/api/services/auth/demo-account-list';
import {
  minimumWageMessages,
  minimumWageMessageKey,
  minimumWageInForce,
} from '@jobboard/api/contracts/employer-offers/quebec-rules';
import { offerMessages } from '@jobboard/api/contracts/employer-offers/offer-messages';

/** The refusal quotes the rate in force today: read it from the table, never a figure here. */
const wageError = (locale: 'fr' | 'en') => {
  const message = minimumWageMessages[minimumWageMessageKey(minimumWageInForce(), 'general')]!;
  // The quoted amount and date, up to "(": enough to know the right rate is named.
  return message[locale].split(' (')[0]!.replace(/\u00a0/g, ' ');
};

/**
 * Issue 12's offer half, on each board host in each language. The demo employer of the board
 * (every permission; signed in through the API, no new account per run) writes an offer in three
 * steps with an error shown and fixed on each, leaves it as a draft, finds it in my offers and
 * edits it.
 */
const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

const wording = {
  fr: {
    create: '/fr/employeur/creer-une-offre',
    myOffers: '/fr/employeur/mes-offres',
    company: /^Entreprise/,
    titleFr: /^Titre du poste en français/,
    descriptionFr: /^Description en français/,
    titleRequired: 'Entrez le titre dans la langue principale de l’offre.',
    next: 'Suivant',
    back: 'Retour',
    finish: 'Enregistrer l’offre',
    step2: 'Étape 2 sur 3 · Attributs',
    step3: 'Étape 3 sur 3 · Précisions',
    category: /^Catégorie/,
    categoryRequired: 'Choisissez une catégorie.',
    specializations: /^Spécialisations/,
    fullTime: 'Temps plein',
    city: /^Ville/,
    salaryMin: /^Minimum/,
    postalCode: /^Code postal/,
    wageError: wageError('fr'),
    draft: 'Brouillon',
    edit: 'Modifier',
    search: 'Chercher par titre',
    forbidden: /Vous n.avez pas la permission/,
  },
  en: {
    create: '/en/employer/create-offer',
    myOffers: '/en/employer/my-offers',
    company: /^Company/,
    titleFr: /^Job title in French/,
    descriptionFr: /^Description in French/,
    titleRequired: 'Enter the title in the offer’s primary language.',
    next: 'Next',
    back: 'Back',
    finish: 'Save the offer',
    step2: 'Step 2 of 3 · Attributes',
    step3: 'Step 3 of 3 · Specifications',
    category: /^Category/,
    categoryRequired: 'Choose a category.',
    specializations: /^Specializations/,
    fullTime: 'Full time',
    city: /^City/,
    salaryMin: /^Minimum/,
    postalCode: /^Postal code/,
    wageError: wageError('en'),
    draft: 'Draft',
    edit: 'Edit',
    search: 'Search by title',
    forbidden: /You do not have permission/,
  },
} as const;

async function signInAs(page: Page, email: string) {
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

/** The team needs a company to write offers for: made through the companies API. */
async function ensureCompany(page: Page, name: string): Promise<void> {
  const status = await page.evaluate(
    async (name) =>
      (
        await fetch('/api/ats/companies?lg=en', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ name_fr: name, name_en: name }),
        })
      ).status,
    name,
  );
  expect(status).toBe(201);
}

/**
 * The pages this feature adds are checked within `main`: the employer header and layout around
 * them are the layout work's own (checked by its specs).
 */
async function axe(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    results.violations.map((v) => `${where}: ${v.id} ${v.nodes[0]?.html.slice(0, 160)}`),
  ).toEqual([]);
}

/** Screenshots show the page, not the cookie banner: accept once (kept in local storage). */
async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: /^(Accepter|Accept)$/ });
  if (await accept.isVisible()) await accept.click();
}

async function ready(page: Page, testId: string) {
  // The wizard's editors make hydration the slow part on a loaded machine: more than an expect's 5 s.
  await expect(page.locator(`form[data-testid="${testId}"][data-hydrated="true"]`)).toBeAttached({
    timeout: 20_000,
  });
}

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: an employer writes an offer in three steps, finds the draft and edits it`, async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    const w = wording[locale];
    const run = Date.now().toString(36);
    const company = `Auberge ${info.project.name} ${locale} ${run}`;
    const title = `Cuisinier de soir ${run}`;
    await signInAs(page, demoEmployers[0]!.email);
    await ensureCompany(page, company);

    await page.goto(w.create);
    await ready(page, 'offer-details-form');
    await acceptCookies(page);
    await axe(page, 'create-offer');
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({
      path: path.join(screenshots, `offer-wizard-${info.project.name}-${locale}-1366.png`),
      fullPage: true,
    });

    // Step 1: nothing typed, the French title is missing; then fixed.
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByText(w.titleRequired)).toBeVisible();
    await page.getByRole('combobox', { name: w.company }).click();
    await page.getByRole('option', { name: company }).click();
    // French as the primary language (the English form starts with English).
    await page.getByRole('radio', { name: locale === 'fr' ? 'Français' : 'French' }).check();
    await page.getByRole('combobox', { name: w.titleFr }).fill(title);
    await page.getByRole('textbox', { name: w.descriptionFr }).click();
    await page.keyboard.type('Préparer les plats du service du soir.');
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByRole('heading', { name: w.step2 })).toBeVisible();
    // The draft exists: the address is now the offer's edit page.
    await expect(page).toHaveURL(/\/employer\/offer\/\d+\/edit$/);
    const offerId = /offer\/(\d+)\/edit/.exec(page.url())![1]!;

    // Back keeps what was typed.
    await page.getByRole('button', { name: w.back }).click();
    await expect(page.getByRole('combobox', { name: w.titleFr })).toHaveValue(title);
    await page.getByRole('button', { name: w.next }).click();

    // Step 2: no category; then fixed.
    await ready(page, 'offer-attributes-form');
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByText(w.categoryRequired)).toBeVisible();
    await page.getByRole('combobox', { name: w.category }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: w.specializations }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: w.fullTime }).check();
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByRole('heading', { name: w.step3 })).toBeVisible();

    // Step 3: pay under the Quebec minimum, refused with the minimum quoted; then fixed.
    await ready(page, 'offer-specifications-form');
    await page.getByRole('combobox', { name: w.city }).fill('Mont');
    await page.getByRole('option', { name: 'Montréal' }).click();
    await page.getByRole('textbox', { name: w.salaryMin }).fill('12');
    // Issue 46, item 30: a postal code that is not Canadian is refused in its field.
    const postalCode = page.getByRole('textbox', { name: w.postalCode });
    await postalCode.fill('H2X 1Y');
    await page.getByRole('button', { name: w.finish }).click();
    await expect(page.getByText(w.wageError)).toBeVisible();
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(offerMessages.postal_code_invalid[locale])).toBeVisible();
    await postalCode.fill('h2x1y4');
    await page.getByRole('textbox', { name: w.salaryMin }).fill('21.50');
    await page.getByRole('button', { name: w.finish }).click();

    // My offers: the draft is there, newest first.
    await expect(page).toHaveURL((url) => url.pathname === w.myOffers);
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText(w.draft)).toBeVisible();
    await page.getByRole('searchbox', { name: w.search }).fill(run);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await axe(page, 'my-offers');

    // Edit: the same steps, prefilled.
    await row.getByRole('link', { name: w.edit }).click();
    await expect(page).toHaveURL(new RegExp(`/employer/offer/${offerId}/edit$`));
    await ready(page, 'offer-details-form');
    await expect(page.getByRole('combobox', { name: w.titleFr })).toHaveValue(title);
    await page.getByRole('combobox', { name: w.titleFr }).fill(`${title} (modifié)`);
    await page.getByRole('button', { name: w.next }).click();
    await ready(page, 'offer-attributes-form');
    await page.getByRole('button', { name: w.next }).click();
    await ready(page, 'offer-specifications-form');
    await expect(page.getByRole('textbox', { name: w.salaryMin })).toHaveValue('21.5');
    // Stored as Canada Post writes it.
    await expect(page.getByRole('textbox', { name: w.postalCode })).toHaveValue('H2X 1Y4');
    await axe(page, 'edit step 3');
    await page.getByRole('button', { name: w.finish }).click();
    await expect(page).toHaveURL((url) => url.pathname === w.myOffers);
    await expect(page.getByText(`${title} (modifié)`)).toBeVisible();
  });
}

test('the wizard at 375 px, in both languages', async ({ page }, info) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, demoEmployers[0]!.email);
  mkdirSync(screenshots, { recursive: true });
  for (const locale of ['fr', 'en'] as const) {
    await page.goto(wording[locale].create);
    await ready(page, 'offer-details-form');
    await acceptCookies(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: path.join(screenshots, `offer-wizard-${info.project.name}-${locale}-375.png`),
      fullPage: true,
    });
  }
});

test('a member without manage_offers gets the 403 page, in both languages', async ({ page }) => {
  const member = demoEmployers.find((e) => !e.permissions.includes('manage_offers'))!;
  await signInAs(page, member.email);
  for (const locale of ['fr', 'en'] as const) {
    for (const target of [wording[locale].create, wording[locale].myOffers]) {
      const res = await page.goto(target);
      expect(res?.status(), target).toBe(403);
      await expect(page.getByText(wording[locale].forbidden)).toBeVisible();
    }
  }
  const api = await page.evaluate(async () => (await fetch('/api/ats/offers')).status);
  expect(api).toBe(403);
});
