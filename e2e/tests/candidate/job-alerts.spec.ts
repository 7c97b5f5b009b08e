import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@jobboard/api/services/auth/demo-account-list';
import { completeDraft, pageApi } from '../../support/employer-offers';

/**
 * Issue 18's job alerts in Chromium, once per board: a visitor saves a search as an alert,
 * confirms it from the dev mailbox, the demo employer publishes a matching offer, the digest
 * (run on demand through the dev trigger) lists it, and its unsubscribe link works.
 * Hospitality runs in French, careers in English.
 */
/** The newest link to `recipient` whose path matches `pattern`, from the dev mailbox. */
async function mailedAlertLink(page: Page, recipient: string, pattern: string): Promise<string> {
  const find = () =>
    page.evaluate(
      async ({ to, pattern }) => {
        const list = (await (await fetch('/api/dev/mailbox')).json()) as {
          data: { id: number; recipient: string }[];
        };
        for (const mail of list.data.filter((m) => m.recipient === to)) {
          const one = (await (await fetch(`/api/dev/mailbox/${mail.id}`)).json()) as {
            data: { text: string };
          };
          const match = new RegExp(`https?://\\S+/${pattern}/\\S+`).exec(one.data.text);
          if (match) return match[0];
        }
        return null;
      },
      { to: recipient, pattern },
    );
  await expect.poll(find, { timeout: 20_000, message: `${pattern} mailed` }).not.toBeNull();
  return (await find()) ?? '';
}

async function axeClean(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page });
  const result = await (selector ? builder.include(selector) : builder).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
}

/** A complete offer of the demo employer titled `title`, published on `board`. */
async function publishOffer(page: Page, board: string, title: string) {
  await page.context().clearCookies();
  const login = await pageApi(page, 'POST', '/api/ats/auth/login', {
    email: 'employer@demo.jobboard.test',
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  const id = await completeDraft(page, board, title);
  if (board === 'hospitality') {
    const res = await pageApi(
      page,
      'POST',
      `/api/jobboard/${board}/employer/offer/${id}/publish`,
      {},
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  } else {
    // Careers charges: the local fake Stripe's checkout, as an employer pays it.
    await page.goto(`/en/employer/offer/${id}/publish`);
    await page.getByRole('button', { name: 'Pay and publish' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/publish\/success\?session_id=cs_test_/);
    await expect(page.getByText(/Your offer is live on/)).toBeVisible({ timeout: 20_000 });
  }
  await page.context().clearCookies();
  return id;
}

test('a visitor gets new offers of a saved search by mail and unsubscribes', async ({
  page,
}, info) => {
  test.slow();
  const board = info.project.name;
  const lg = board === 'careers' ? 'en' : 'fr';
  const word = `Alertix${Date.now()}`;
  const email = `alert-${board}-${Date.now()}@example.com`;
  const t =
    lg === 'fr'
      ? {
          submit: 'Créer l’alerte',
          email: 'Adresse courriel',
          confirm: 'Confirmer mon alerte',
          out: 'Me désabonner',
          search: 'trouver-un-emploi',
          confirmPath: 'alerte-emploi/confirmation',
          outPath: 'alerte-emploi/desabonnement',
        }
      : {
          submit: 'Create the alert',
          email: 'Email address',
          confirm: 'Confirm my alert',
          out: 'Unsubscribe',
          search: 'find-a-job',
          confirmPath: 'job-alert/confirm',
          outPath: 'job-alert/unsubscribe',
        };

  await page.goto(`/${lg}/${t.search}?title=${word}`);
  const form = page.getByTestId('job-alert-form');
  await expect(page.getByTestId('offer-search')).toHaveAttribute('data-hydrated', 'true');
  await form.getByLabel(t.email).fill(email);
  await form.getByRole('button', { name: t.submit }).click();
  await expect(page.getByTestId('job-alert-outcome')).toBeVisible();
  await axeClean(page, '[data-testid="job-alert-form"]');

  await page.goto(await mailedAlertLink(page, email, t.confirmPath));
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByTestId('job-alert-token-outcome')).toHaveAttribute(
    'class',
    /MuiAlert-colorSuccess/,
  );
  await axeClean(page);

  const id = await publishOffer(page, board, `${word} cuisinier`);
  const run = await pageApi<{ data: { mailed: number } }>(page, 'POST', '/api/dev/job-alerts/run');
  expect(run.status).toBe(200);
  expect(run.body.data.mailed).toBeGreaterThanOrEqual(1);
  // The outbox worker delivers to the dev mailbox within seconds.
  const digestText = () =>
    page.evaluate(async (to) => {
      const list = (await (await fetch('/api/dev/mailbox')).json()) as {
        data: { id: number; recipient: string; subject: string }[];
      };
      const mail = list.data.find(
        (m) => m.recipient === to && /new offer|nouvelle/.test(m.subject),
      );
      if (!mail) return '';
      const one = (await (await fetch(`/api/dev/mailbox/${mail.id}`)).json()) as {
        data: { text: string };
      };
      return one.data.text;
    }, email);
  await expect.poll(digestText, { timeout: 20_000, message: 'the digest' }).not.toBe('');
  const digest = await digestText();
  const unsubscribe = new RegExp(`https?://\\S+/${t.outPath}/\\S+`).exec(digest)?.[0] ?? '';
  expect(digest).toContain(`${word} cuisinier`);
  expect(digest).toContain(`/${id}`);

  await page.goto(unsubscribe);
  await page.getByRole('button', { name: t.out }).click();
  await expect(page.getByTestId('job-alert-token-outcome')).toHaveAttribute(
    'class',
    /MuiAlert-colorSuccess/,
  );
});
