import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formReady, logIn, mailedLink, newAccount } from '../../support/accounts';
import { axeClean } from '../../support/page-checks';
import {
  applyUrl,
  demoCompany,
  demoOffers as demoCompanyOffers,
  resumePdf,
  type DemoOffer,
} from '../../support/candidate-apply';

/**
 * Issue 13, applying, on each board host and in both languages: a visitor applies and registers
 * with a real PDF, confirms the address and finds the application in the profile (and the demo
 * employers get the notice); the demo candidate quick-applies from the search results, sees
 * "Applied", and a second apply is refused. Offers of the demo team's companies are used, so the
 * notice has someone to reach.
 */
const DEMO_PASSWORD = 'Demo passphrase 2026';
const DEMO_CANDIDATE = 'candidate@demo.jobboard.test';
const DEMO_EMPLOYER = 'employer@demo.jobboard.test';

const wording = {
  fr: {
    search: '/fr/trouver-un-emploi',
    firstName: /^Prénom/,
    lastName: /^Nom/,
    email: /^Courriel/,
    password: /^Mot de passe/,
    submit: 'Envoyer ma candidature',
    success: 'Votre candidature est envoyée',
    confirmed: /adresse courriel est confirmée/,
    sent: 'Envoyée',
    applied: 'Candidature envoyée',
    already: /^Vous avez déjà postulé à cette offre le /,
    alreadyPage: /^Vous avez postulé à cette offre le /,
    employerNotice: /Les employeurs ne peuvent pas postuler/,
    cancelled: 'Candidature annulée.',
    applyAlso: 'Postulez aussi à…',
  },
  en: {
    search: '/en/find-a-job',
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^Email/,
    password: /^Password/,
    submit: 'Send my application',
    success: 'Your application is sent',
    confirmed: /email address is confirmed/,
    sent: 'Sent',
    applied: 'Applied',
    already: /^You already applied to this offer on /,
    alreadyPage: /^You applied to this offer on /,
    employerNotice: /Employers cannot apply to offers/,
    cancelled: 'Application cancelled.',
    applyAlso: 'Apply to these too',
  },
} as const;

type Offer = DemoOffer;

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

async function api<T>(page: Page, url: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ url, init }) => {
      const res = await fetch(url, {
        method: init.method ?? 'GET',
        headers: init.body ? { 'content-type': 'application/json' } : {},
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    { url, init },
  ) as Promise<{ status: number; body: T }>;
}

const demoOffers = (page: Page, board: string, locale: 'fr' | 'en') =>
  demoCompanyOffers(page, board, locale, 2);

async function screenshot(page: Page, name: string) {
  mkdirSync(screenshots, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

/** The newest dev-mailbox mail to `to` whose subject contains `subject` (or one of them), or null. */
async function mailTo(page: Page, to: string, subject: string | string[]) {
  const subjects = typeof subject === 'string' ? [subject] : subject;
  return page.evaluate(
    async ({ to, subjects }) => {
      const list = (await (await fetch('/api/dev/mailbox')).json()) as {
        data: { id: number; recipient: string; subject: string }[];
      };
      const mail = list.data.find(
        (m) => m.recipient === to && subjects.some((s) => m.subject.includes(s)),
      );
      if (!mail) return null;
      return (
        (await (await fetch(`/api/dev/mailbox/${mail.id}`)).json()) as {
          data: { text: string };
        }
      ).data.text;
    },
    { to, subjects },
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

for (const locale of ['fr', 'en'] as const) {
  const w = wording[locale];

  test(`${locale}: a visitor applies and registers with a PDF, confirms, and finds it in the profile`, async ({
    page,
  }, info) => {
    const board = info.project.name;
    await page.goto(`/${locale}`);
    const offer = (await demoOffers(page, board, locale))[locale === 'fr' ? 0 : 1]!;
    await page.goto(applyUrl(locale, offer));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
    await formReady(page);

    await axeClean(page, `apply form (${board}, ${locale})`);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `apply-${board}-${locale}-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // Consent is not ticked for the visitor: submitting without it says why.
    const account = newAccount(board, 'candidate');
    const form = page.getByTestId('apply-register-form');
    await form.getByLabel(w.firstName).fill(account.firstName);
    await form.getByLabel(w.lastName).fill(account.lastName);
    await form.getByLabel(w.email).fill(account.email);
    await form.getByLabel(w.password).fill(account.password);
    await page.getByTestId('apply-register-file').setInputFiles({
      name: 'CV Camille.pdf',
      mimeType: 'application/pdf',
      buffer: await resumePdf('Camille Tremblay'),
    });
    await expect(page.getByRole('checkbox')).not.toBeChecked();
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByTestId('apply-consent').locator('..').locator('..')).toContainText(
      locale === 'fr' ? 'Cochez cette case' : 'Tick this box',
    );
    // Offers like this one come once the application is in, not before.
    await expect(page.getByTestId('apply-also')).toHaveCount(0);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByTestId('apply-success')).toContainText(w.success);
    const also = page.getByTestId('apply-also');
    await expect(also.getByRole('heading', { level: 2, name: w.applyAlso })).toBeVisible();
    await expect(also.getByRole('heading', { level: 3 }).first()).toBeVisible();
    // Signing up re-renders the layout for the new session (router.refresh): scan once the
    // layout asks the new account to confirm its address, not while the refresh swaps the page
    // and its title.
    await expect(page.getByRole('alert').filter({ hasText: account.email })).toBeVisible();
    await axeClean(page, `after applying (${board}, ${locale})`);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `apply-also-${board}-${locale}-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // The confirmation mail from the development mailbox.
    await page.goto(await mailedLink(page, account.email, 'email-confirmation'));
    await expect(page.getByText(w.confirmed)).toBeVisible();

    await page.goto(`/${locale}/profile`);
    const mine = page.locator(`[data-testid="my-application"][data-offer-id="${offer.id}"]`);
    await expect(mine).toContainText(offer.title);
    await expect(mine.getByTestId('my-application-status')).toHaveText(w.sent);

    // The demo employers (manage_candidates) get the notice, with the applications page link,
    // in their own language: the offer's title in either (the demo offers are bilingual).
    const titles = await Promise.all(
      (['fr', 'en'] as const).map(
        async (lg) =>
          (await api<{ data: Offer }>(page, `/api/jobboard/${board}/offers/${offer.id}?lg=${lg}`))
            .body.data.title,
      ),
    );
    await expect
      .poll(() => mailTo(page, DEMO_EMPLOYER, titles), { timeout: 20_000 })
      .toContain(`/employer/offer/${offer.id}/applications`);
    const notice = (await mailTo(page, DEMO_EMPLOYER, titles)) ?? '';
    expect(notice).toContain('Camille Tremblay');
    expect(notice).not.toContain(account.email);
    expect(await mailTo(page, 'no-candidates@demo.jobboard.test', titles)).toBeNull();
  });

  test(`${locale}: the demo candidate quick-applies from the search results, can undo, and cannot apply twice`, async ({
    page,
  }, info) => {
    const board = info.project.name;
    await logIn(page, 'candidate', DEMO_CANDIDATE, DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/login/);
    // A resume to quick-apply with (the profile's upload, through the page).
    const pdf = (await resumePdf('Camille Tremblay, demo')).toString('base64');
    const uploaded = await page.evaluate(
      async ({ board, pdf }) => {
        const form = new FormData();
        const bytes = Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0));
        form.set('file', new File([bytes], 'CV demo.pdf', { type: 'application/pdf' }));
        form.set('type', 'resume');
        const res = await fetch(`/api/jobboard/${board}/user/documents?lg=en`, {
          method: 'POST',
          body: form,
        });
        return res.status;
      },
      { board, pdf },
    );
    expect(uploaded).toBe(201);

    // The signed-in form: the resume just uploaded is preselected; axe and screenshots.
    const formOffer = (await demoOffers(page, board, locale)).at(-1)!;
    await page.goto(applyUrl(locale, formOffer));
    await formReady(page);
    await expect(page.getByTestId('candidate-apply-form').getByRole('radio').first()).toBeChecked();
    await axeClean(page, `signed-in apply form (${board}, ${locale})`);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `apply-candidate-${board}-${locale}-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    const company = encodeURIComponent(demoCompany[board]!);
    await page.goto(`${w.search}?company=${company}`);
    // The results list only: the same offer may also be featured elsewhere on the page.
    const results = page.getByTestId('offer-results');
    const cards = results.getByTestId('offer-card');
    await expect(cards.first()).toBeVisible();
    const candidates = results.locator(
      '[data-testid="offer-card"]:has([data-testid="quick-apply"])',
    );
    await expect(candidates.first()).toBeVisible();

    // Undo: nothing is sent. Cards are pinned by offer id: once clicked, a card has no
    // quick-apply button and would drop out of `candidates`.
    const byId = (id: number) =>
      results.locator(`[data-testid="offer-card"][data-offer-id="${id}"]`);
    const undoneId = Number(await candidates.first().getAttribute('data-offer-id'));
    const undone = byId(undoneId);
    await undone.getByTestId('quick-apply').click();
    await undone.getByTestId('quick-apply-undo').click();
    await expect(undone.getByRole('status')).toHaveText(w.cancelled);

    // Applied for real: the badge replaces the button once the undo window closes.
    const id = Number(await candidates.nth(1).getAttribute('data-offer-id'));
    const card = byId(id);
    await card.getByTestId('quick-apply').click();
    await expect(card.getByTestId('quick-apply-undo')).toBeVisible();
    await expect(card.getByTestId('applied-badge')).toHaveText(w.applied, { timeout: 15_000 });
    const mine = await api<{ data: { offer_id: number }[] }>(
      page,
      `/api/jobboard/${board}/user/applications?lg=${locale}`,
    );
    expect(mine.body.data.map((a) => a.offer_id)).toContain(id);
    expect(mine.body.data.map((a) => a.offer_id)).not.toContain(undoneId);

    // After a reload the search results say "Applied" too (has_applied).
    await page.reload();
    await expect(byId(id).getByTestId('applied-badge')).toHaveText(w.applied);

    // A second attempt is refused with the date of the first.
    const offer = (
      await api<{ data: Offer }>(page, `/api/jobboard/${board}/offers/${id}?lg=${locale}`)
    ).body.data;
    expect(offer.has_applied).toBe(true);
    const again = await api<{ message: string }>(
      page,
      `/api/jobboard/${board}/offers/${id}/apply?lg=${locale}`,
      { method: 'POST', body: { resume: 1, consent: true } },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(w.already);
    await page.goto(applyUrl(locale, offer));
    await expect(page.getByTestId('apply-already')).toContainText(w.alreadyPage);
  });
}

test('an employer session sees that employers cannot apply', async ({ page }, info) => {
  const board = info.project.name;
  await logIn(page, 'employer', DEMO_EMPLOYER, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/login/);
  await page.goto('/en');
  const offer = (await demoOffers(page, board, 'en'))[0]!;
  await page.goto(applyUrl('en', offer));
  await expect(page.getByTestId('apply-employer-notice')).toContainText(wording.en.employerNotice);
  await expect(page.getByTestId('apply-register-form')).toHaveCount(0);
});
