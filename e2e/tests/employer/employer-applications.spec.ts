import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { logIn } from '../../support/accounts';

/**
 * Issue 15, the employer side of hiring, on each board host and in both languages: the demo
 * candidate applies (in the run) to an offer of the demo team; the demo employer signs in (the
 * syncing flag shows, then clears), opens the offer's applications, opens the resume, moves the
 * application to interview with a note; the candidate sees "interview" in the profile. The banner
 * button opens the applicant-tracking app in a new window with a fresh single sign-on token.
 */
const DEMO_PASSWORD = 'Demo passphrase 2026';
const DEMO_CANDIDATE = 'candidate@demo.jobboard.test';
const DEMO_EMPLOYER = 'employer@demo.jobboard.test';
const DEMO_NO_CANDIDATES = 'no-candidates@demo.jobboard.test';
/** Typed in the apply form ("write it here"): the employer reads it (issue 46, item 1). */
const coverLetter =
  'Madame, Monsieur,\nSommelière depuis six ans, je souhaite rejoindre votre équipe.';
const demoCompany: Record<string, string> = { hospitality: 'Riverain', careers: 'Beauchemin' };
const atsOrigin: Record<string, string> = {
  hospitality: 'https://ats.emplois-hotellerie.example',
  careers: 'https://ats.careers-north.example',
};
const wording = {
  fr: {
    interview: 'Entrevue',
    moveTo: 'Passer à',
    apply: 'Appliquer',
    note: /^Note \(facultative/,
    edit: 'Modifier',
    applications: 'Candidatures',
    details: 'Messages, notes et historique',
    close: 'Fermer',
  },
  en: {
    interview: 'Interview',
    moveTo: 'Move to',
    apply: 'Apply',
    note: /^Note \(optional/,
    edit: 'Edit',
    applications: 'Applications',
    details: 'Messages, notes and history',
    close: 'Close',
  },
} as const;

async function inPage<T>(page: Page, url: string, init: { method?: string; body?: unknown } = {}) {
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

/** The demo candidate applies, through the API as the apply page does, to a fresh offer. */
async function candidateApplies(
  page: Page,
  board: string,
): Promise<{ offerId: number; applicationId: number }> {
  await logIn(page, 'candidate', DEMO_CANDIDATE, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const offers = await inPage<{ data: { id: number; has_applied: boolean }[] }>(
    page,
    `/api/jobboard/${board}/offers?company=${encodeURIComponent(demoCompany[board]!)}&lg=en`,
  );
  const offer = offers.body.data.find((o) => !o.has_applied);
  expect(offer, 'an offer of the demo team not applied to yet').toBeTruthy();
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([400, 300]).drawText('Candidate Demo - sommelier', { x: 40, y: 250, font, size: 14 });
  const bytes = Array.from(await doc.save());
  const applicationId = await page.evaluate(
    async ({ board, offerId, bytes, letter }) => {
      const form = new FormData();
      form.set(
        'file',
        new File([new Uint8Array(bytes)], 'cv-demo.pdf', { type: 'application/pdf' }),
      );
      form.set('type', 'resume');
      const up = await fetch(`/api/jobboard/${board}/user/documents?lg=en`, {
        method: 'POST',
        body: form,
      });
      const resume = ((await up.json()) as { data: { id: number } }).data.id;
      const res = await fetch(`/api/jobboard/${board}/offers/${offerId}/apply?lg=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          resume: resume,
          consent: true,
          message: 'Disponible de soir.',
          cover_letter_text: letter,
        }),
      });
      return ((await res.json()) as { data: { id: number } }).data.id;
    },
    { board, offerId: offer!.id, bytes, letter: coverLetter },
  );
  await inPage(page, '/api/jobboard/auth/logout', { method: 'POST', body: {} });
  return { offerId: offer!.id, applicationId };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

for (const locale of ['fr', 'en'] as const) {
  const w = wording[locale];

  test(`${locale}: an employer reads, opens and moves an application; the candidate sees it`, async ({
    page,
    context,
  }, info) => {
    test.setTimeout(180_000);
    const board = info.project.name;
    await page.goto(`/${locale}`);
    const { offerId, applicationId } = await candidateApplies(page, board);

    // Sign-in starts the sync; the flag shows in the header while it runs (the first call held
    // a moment), then clears.
    await page.route('**/api/sync/profile**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await logIn(page, 'employer', DEMO_EMPLOYER, DEMO_PASSWORD);
    const flag = page.getByRole('banner').getByTestId('employer-syncing');
    await expect(flag).toHaveAttribute('data-syncing', 'true');
    await expect(flag).toHaveAttribute('data-syncing', 'false', { timeout: 20_000 });

    await page.goto(`/${locale}/employer/offer/${offerId}/applications`);
    const row = page.locator(
      `[data-testid="employer-application"][data-application-id="${applicationId}"]`,
    );
    await expect(row).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // The funnel fits a phone: no sideways scrolling at 375 px (nor at desktop width).
    const funnel = page.getByTestId('applications-funnel');
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => funnel.evaluate((el) => el.scrollWidth - el.clientWidth), `funnel at ${width}`)
        .toBeLessThanOrEqual(0);
      await funnel.screenshot({ path: info.outputPath(`funnel-${locale}-${width}.png`) });
    }

    // The typed cover letter shows on the card and, whole, in "Notes and history".
    await expect(row.getByTestId('application-cover-letter-text')).toContainText(
      'Sommelière depuis six ans',
    );
    await row.getByRole('button', { name: w.details }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('application-cover-letter-text')).toContainText(
      'je souhaite rejoindre votre équipe.',
    );
    await dialog.getByRole('button', { name: w.close }).click();

    // The resume downloads (an attachment, as the candidate's own copy), as a PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByTestId('application-resume').click(),
    ]);
    expect(download.suggestedFilename()).toBe('cv-demo.pdf');
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // Interview, with a note.
    await row.getByRole('checkbox').check();
    await page.getByLabel(w.moveTo).click();
    await page.getByRole('option', { name: w.interview }).click();
    await page.getByLabel(w.note).fill('Rappeler pour fixer la date.');
    await page.getByRole('button', { name: w.apply, exact: true }).click();
    await expect(row.getByTestId('employer-application-status')).toHaveText(w.interview);

    // The banner button: a new window at the applicant-tracking app with a fresh token.
    await context.route(`${atsOrigin[board]}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>ATS</title>' }),
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('ats-open').click(),
    ]);
    await popup.waitForURL(
      new RegExp(`^${atsOrigin[board]!.replace(/\./g, '\\.')}/sso/[\\w-]+/[\\w-]+\\?lg=${locale}$`),
    );
    await popup.close();

    // The candidate sees the new status.
    await inPage(page, '/api/ats/auth/logout', { method: 'POST', body: {} });
    await logIn(page, 'candidate', DEMO_CANDIDATE, DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`/${locale}/profile`);
    const mine = page.locator(`[data-testid="my-application"][data-offer-id="${offerId}"]`);
    await expect(mine.getByTestId('my-application-status')).toHaveText(w.interview);
  });

  test(`${locale}: my offers links to applications only for members with manage_candidates`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const links = async (email: string) => {
      await logIn(page, 'employer', email, DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto(`/${locale}/employer/my-offers`);
      // The team's offers are listed (each has its edit link) before links are counted.
      await expect(page.getByRole('link', { name: w.edit, exact: true }).first()).toBeVisible();
      const count = await page.getByRole('link', { name: w.applications, exact: true }).count();
      await inPage(page, '/api/ats/auth/logout', { method: 'POST', body: {} });
      return count;
    };
    expect(await links(DEMO_NO_CANDIDATES)).toBe(0);
    expect(await links(DEMO_EMPLOYER)).toBeGreaterThan(0);
  });
}
