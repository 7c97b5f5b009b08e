import { expect, test } from '@playwright/test';
import { newAccount } from '../../support/accounts';
import { applyAndRegister, applyUrl, demoOffers, offerUrl } from '../../support/candidate-apply';

/**
 * Issue 46, item 5, in both languages: once a candidate has applied, the offer's page says when
 * and leads to the application instead of offering to apply again, and so does the apply page;
 * a quick apply from an offer's page turns it the same way at once.
 */
const wording = {
  fr: {
    apply: 'Postuler',
    applied: /^Vous avez postulé à cette offre le \d{1,2} \S+ \d{4}\./,
    seeApplication: 'Voir ma candidature',
    alreadyPage: /^Vous avez postulé à cette offre le /,
  },
  en: {
    apply: 'Apply',
    applied: /^You applied to this offer on \S+ \d{1,2}, \d{4}\./,
    seeApplication: 'See my application',
    alreadyPage: /^You applied to this offer on /,
  },
} as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

for (const locale of ['fr', 'en'] as const) {
  const w = wording[locale];

  test(`${locale}: after applying, the offer and apply pages lead to the application; and a quick apply turns the page at once`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const board = info.project.name;
    await page.goto(`/${locale}`);
    const offers = await demoOffers(page, board, locale);
    // Apart from the offers apply.spec.ts applies to (the first two and the last).
    const offer = offers[locale === 'fr' ? 1 : 2]!;
    const quick = offers[locale === 'fr' ? 2 : 1]!;
    const account = newAccount(board, 'candidate');

    await applyAndRegister(page, board, offer.id, account, locale);

    // The offer's page: what happened and when, a way to the application, no second Apply.
    await page.goto(offerUrl(locale, offer));
    const applied = page.getByTestId('offer-applied');
    await expect(applied).toContainText(w.applied);
    await expect(page.getByRole('link', { name: w.apply, exact: true })).toHaveCount(0);
    // The offer's own article: the similar offers' cards below have their own Quick apply.
    const article = page.locator('article', { has: page.getByRole('heading', { level: 1 }) });
    await expect(article.getByTestId('quick-apply')).toHaveCount(0);
    await applied.getByRole('link', { name: w.seeApplication }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/${locale}/profile`);
    await expect(
      page.locator(`[data-testid="my-application"][data-offer-id="${offer.id}"]`),
    ).toBeVisible();

    // The apply page of the same offer says so too, with no form to send it again.
    await page.goto(applyUrl(locale, offer));
    await expect(page.getByTestId('apply-already')).toContainText(w.alreadyPage);
    await expect(page.getByTestId('candidate-apply-form')).toHaveCount(0);
    await expect(page.getByTestId('apply-already').getByRole('link')).toHaveAttribute(
      'href',
      `/${locale}/profile#applications`,
    );

    // Quick apply from another offer's page: once sent, the page turns the same way.
    await page.goto(offerUrl(locale, quick));
    await article.getByTestId('quick-apply').click();
    await expect(page.getByTestId('offer-applied')).toContainText(w.applied, {
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: w.apply, exact: true })).toHaveCount(0);
  });
}
