import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@jobboard/api/services/auth/demo-account-list';
import { formReady, newAccount, type Account } from './accounts';
import { applySegment, resumePdf } from './candidate-apply';
import { pageApi } from './employer-offers';
import { atBothWidths, axeClean } from './page-checks';

/**
 * The screening steps of the hiring flow (issue 42): the employer's two questions in the
 * wizard, publishing (free on hospitality, the local fake checkout on careers), and a visitor
 * who applies and registers answering the knockout wrong.
 */
const EMPLOYER = 'employer@demo.jobboard.test';

export const screeningWording = {
  fr: {
    next: 'Suivant',
    finish: 'Enregistrer l’offre',
    myOffers: '/fr/employeur/mes-offres',
    labelFr: /^Question en français/,
    labelEn: /^Question en anglais/,
    unitFr: /^Unité en français/,
    unitEn: /^Unité en anglais/,
    knockout: 'Réponse attendue (critère)',
    firstName: /^Prénom/,
    lastName: /^Nom/,
    email: /^Courriel/,
    password: /^Mot de passe/,
    submit: 'Envoyer ma candidature',
    success: 'Votre candidature est envoyée',
    answerRequired: 'Répondez à cette question.',
    no: 'Non',
    criteria: 'Critères',
    mismatch: 'Ne répond pas aux critères',
    expected: 'attendu : Oui',
    years: '4 ans',
  },
  en: {
    next: 'Next',
    finish: 'Save the offer',
    myOffers: '/en/employer/my-offers',
    labelFr: /^Question in French/,
    labelEn: /^Question in English/,
    unitFr: /^Unit in French/,
    unitEn: /^Unit in English/,
    knockout: 'Expected answer (criterion)',
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^Email/,
    password: /^Password/,
    submit: 'Send my application',
    success: 'Your application is sent',
    answerRequired: 'Answer this question.',
    no: 'No',
    criteria: 'Criteria',
    mismatch: 'Does not meet the criteria',
    expected: 'expected: Yes',
    years: '4 years',
  },
} as const;

export const questionText = {
  fr: 'Avez-vous votre certificat MAPAQ ?',
  en: 'Do you hold a MAPAQ certificate?',
};
export const yearsText = {
  fr: 'Années d’expérience en cuisine',
  en: 'Years of kitchen experience',
};

/** Signs the demo employer in through the API, from a clean cookie jar. */
export async function signInEmployer(page: Page) {
  await page.context().clearCookies();
  await page.goto('/en/terms-and-conditions');
  const res = await pageApi(page, 'POST', '/api/ats/auth/login', {
    email: EMPLOYER,
    password: DEMO_PASSWORD,
  });
  expect(res.status).toBe(200);
}

async function ready(page: Page, testId: string) {
  await expect(page.locator(`form[data-testid="${testId}"][data-hydrated="true"]`)).toBeAttached({
    timeout: 20_000,
  });
}

/** The wizard's step 3: two questions, the first a knockout expecting "yes". */
export async function addQuestions(
  page: Page,
  locale: 'fr' | 'en',
  id: number,
  shot: (width: number) => string,
) {
  const w = screeningWording[locale];
  await page.goto(`/${locale}/employer/offer/${id}/edit`);
  await ready(page, 'offer-details-form');
  await page.getByRole('button', { name: w.next }).click();
  await ready(page, 'offer-attributes-form');
  await page.getByRole('button', { name: w.next }).click();
  await ready(page, 'offer-specifications-form');

  await page.getByTestId('screening-add').click();
  const first = page.getByTestId('screening-question-0');
  await first.getByRole('textbox', { name: w.labelFr }).fill(questionText.fr);
  await first.getByRole('textbox', { name: w.labelEn }).fill(questionText.en);
  await first.getByRole('checkbox', { name: w.knockout }).check();
  await first.getByTestId('screening-expected-0').selectOption('yes');

  await page.getByTestId('screening-add').click();
  const second = page.getByTestId('screening-question-1');
  await second.getByTestId('screening-type-1').selectOption('number');
  await second.getByRole('textbox', { name: w.labelFr }).fill(yearsText.fr);
  await second.getByRole('textbox', { name: w.labelEn }).fill(yearsText.en);
  await second.getByRole('textbox', { name: w.unitFr }).fill('ans');
  await second.getByRole('textbox', { name: w.unitEn }).fill('years');

  await axeClean(page, 'wizard questions', 'main');
  await atBothWidths(page, page.getByTestId('screening-questions'), shot);
  await page.getByRole('button', { name: w.finish }).click();
  await expect(page).toHaveURL((url) => url.pathname === w.myOffers);
  const saved = await pageApi<{ data: { screening_questions: { knockout: boolean }[] } }>(
    page,
    'GET',
    `/api/ats/offers/${id}`,
  );
  expect(saved.body.data.screening_questions.map((q) => q.knockout)).toEqual([true, false]);
}

/** Hospitality publishes for free; careers charges, paid on the local fake checkout. */
export async function publishFromPage(page: Page, board: string, locale: 'fr' | 'en', id: number) {
  await page.goto(`/${locale}/employer/offer/${id}/publish`);
  if (board === 'careers') {
    await page.getByRole('button', { name: 'Pay and publish' }).click();
    await expect(page.getByRole('heading', { name: /Checkout \(local Stripe/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/publish\/success\?session_id=cs_test_/);
    await expect(page.getByText(/Your offer is live on/)).toBeVisible({ timeout: 20_000 });
  } else {
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect(page).toHaveURL(/\/publish\/success$/);
    await expect(page.getByText(/Votre offre est en ligne sur/)).toBeVisible({ timeout: 20_000 });
  }
}

/**
 * A visitor applies and registers: refused under the question without answers, then answering
 * the knockout "no" and 4 years. Stays signed in as the new candidate.
 */
export async function visitorApplies(
  page: Page,
  board: string,
  locale: 'fr' | 'en',
  id: number,
  shot: (width: number) => string,
): Promise<Account> {
  const w = screeningWording[locale];
  await page.context().clearCookies();
  await page.goto(`/${locale}/${locale === 'fr' ? 'offre' : 'offer'}/${id}`);
  await page.goto(`${new URL(page.url()).pathname}/${applySegment[locale]}`);
  await formReady(page);
  const form = page.getByTestId('apply-register-form');
  const account = newAccount(board, 'candidate');
  await form.getByLabel(w.firstName).fill(account.firstName);
  await form.getByLabel(w.lastName).fill(account.lastName);
  await form.getByLabel(w.email).fill(account.email);
  await form.getByLabel(w.password).fill(account.password);
  await page.getByTestId('apply-register-file').setInputFiles({
    name: 'CV.pdf',
    mimeType: 'application/pdf',
    buffer: await resumePdf(`${account.firstName} ${account.lastName}`),
  });
  const answers = page.getByTestId('screening-answers');
  await expect(answers).toContainText(questionText[locale]);
  await expect(answers).toContainText(yearsText[locale]);
  await page.getByTestId('apply-consent').check();
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.getByTestId('screening-answer-0')).toContainText(w.answerRequired);
  await page.getByTestId('screening-answer-0').getByRole('radio', { name: w.no }).check();
  await page.getByTestId('screening-answer-1').fill('4');
  await expect(page.getByTestId('screening-answer-0')).not.toContainText(w.answerRequired);
  await axeClean(page, 'apply questions', 'main');
  await atBothWidths(page, answers, shot);
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.getByTestId('apply-success')).toContainText(w.success);
  return account;
}
