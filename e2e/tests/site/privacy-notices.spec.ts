import { expect, test, type Locator, type Page } from '@playwright/test';
import { applyPath, pathFor } from '@jobboard/tenancy/paths';
import { demoSignIn } from '../../support/demo-sign-in';
import { formReady } from '../../support/accounts';
import { pageApi } from '../../support/employer-offers';

/**
 * Issue 46, item 23 (Law 25): every form that collects personal data says, where it collects
 * them, who collects them and why, and links to the board's privacy policy in the page's
 * language. Run on each board project, in both languages.
 */
type Lg = 'fr' | 'en';
const locales: Lg[] = ['fr', 'en'];

async function expectNotice(form: Locator, lg: Lg) {
  const notice = form.getByTestId('privacy-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link')).toHaveAttribute('href', pathFor(lg, '/privacy-policy'));
}

async function firstOffer(page: Page, board: string, lg: Lg) {
  const res = await pageApi<{
    data: { id: number; slug: string; slugs?: Record<Lg, string>; has_applied: boolean }[];
  }>(page, 'GET', `/api/jobboard/${board}/offers?lg=${lg}`);
  // One the signed-in candidate has not applied to (other specs apply as the demo candidate):
  // an offer applied to shows no form.
  const offer = res.body.data.find((o) => !o.has_applied)!;
  return {
    id: offer.id,
    slug: offer.slug,
    slugs: offer.slugs ?? { fr: offer.slug, en: offer.slug },
  };
}

test.beforeEach(async ({ page }) => {
  test.slow();
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

test('the guest forms (sign-in, sign-up, password, contact, newsletter) link to the policy', async ({
  page,
}) => {
  for (const lg of locales) {
    for (const route of [
      '/login',
      '/register',
      '/forgot-password',
      '/employer/login',
      '/employer/register',
      '/employer/forgot-password',
      '/contact-us',
    ] as const) {
      await page.goto(pathFor(lg, route));
      await expectNotice(page.locator('main form'), lg);
    }
    await page.goto(pathFor(lg, '/'));
    await expectNotice(page.locator('footer form'), lg);
  }
});

test('the job alert form of the search page links to the policy', async ({ page }) => {
  for (const lg of locales) {
    await page.goto(pathFor(lg, '/find-a-job'));
    const form = page.getByTestId('job-alert-form');
    // The form loads when it nears the screen.
    await page.mouse.wheel(0, 20_000);
    await expect(form).toBeAttached({ timeout: 20_000 });
    await expectNotice(form, lg);
  }
});

test('apply and register, and apply signed in, link to the policy', async ({ page }, info) => {
  const board = info.project.name;
  for (const lg of locales) {
    await page.context().clearCookies();
    await page.goto(pathFor(lg, '/terms-and-conditions'));
    const offer = await firstOffer(page, board, lg);
    await page.goto(applyPath(lg, offer));
    await expectNotice(page.getByTestId('apply-register-form'), lg);
  }
  await demoSignIn(page, 'candidate');
  for (const lg of locales) {
    const offer = await firstOffer(page, board, lg);
    await page.goto(applyPath(lg, offer));
    await expectNotice(page.getByTestId('candidate-apply-form'), lg);
  }
});

test('the employer company and profile forms link to the policy', async ({ page }) => {
  await demoSignIn(page, 'employer');
  for (const lg of locales) {
    await page.goto(pathFor(lg, '/employer/create-company'));
    await formReady(page);
    await expectNotice(page.getByTestId('company-form'), lg);
    await page.goto(pathFor(lg, '/employer/profile'));
    await formReady(page);
    await expectNotice(page.locator('main form').first(), lg);
    for (const route of ['/employer/staffing', '/employer/recruitment'] as const) {
      await page.goto(pathFor(lg, route));
      await formReady(page);
      await expectNotice(page.getByTestId('service-request-form'), lg);
    }
  }
});

test("the candidate profile's personal information form links to the policy", async ({ page }) => {
  await demoSignIn(page, 'candidate');
  for (const lg of locales) {
    await page.goto(pathFor(lg, '/profile'));
    await formReady(page);
    await expectNotice(page.getByTestId('info-form'), lg);
  }
});
