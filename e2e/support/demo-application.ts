import { expect, type Page } from '@playwright/test';
import { logIn } from './accounts';
import { demoCompany, resumePdf } from './candidate-apply';
import { pageApi } from './employer-offers';

export const DEMO_PASSWORD = 'Demo passphrase 2026';
export const DEMO_CANDIDATE = 'candidate@demo.jobboard.test';
export const DEMO_EMPLOYER = 'employer@demo.jobboard.test';

/**
 * The demo candidate applies in `locale` to an offer of the demo team they have not applied to,
 * through the API as the apply page does, then signs out. Says which offer and application.
 */
export async function demoCandidateApplies(page: Page, board: string, locale: 'fr' | 'en') {
  await logIn(page, 'candidate', DEMO_CANDIDATE, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const offers = await pageApi<{ data: { id: number; has_applied: boolean; title: string }[] }>(
    page,
    'GET',
    `/api/jobboard/${board}/offers?company=${encodeURIComponent(demoCompany[board]!)}&lg=${locale}`,
  );
  const offer = offers.body.data.find((o) => !o.has_applied);
  expect(offer, 'an offer of the demo team not applied to yet').toBeTruthy();
  const bytes = Array.from(await resumePdf('Candidate Demo'));
  const applicationId = await page.evaluate(
    async ({ board, offerId, bytes, locale }) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(bytes)], 'cv.pdf', { type: 'application/pdf' }));
      form.set('type', 'resume');
      const up = await fetch(`/api/jobboard/${board}/user/documents?lg=${locale}`, {
        method: 'POST',
        body: form,
      });
      const resume = ((await up.json()) as { data: { id: number } }).data.id;
      const res = await fetch(`/api/jobboard/${board}/offers/${offerId}/apply?lg=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ resume, consent: true }),
      });
      return ((await res.json()) as { data: { id: number } }).data.id;
    },
    { board, offerId: offer!.id, bytes, locale },
  );
  await pageApi(page, 'POST', '/api/jobboard/auth/logout', {});
  return { offerId: offer!.id, title: offer!.title, applicationId };
}

/** The newest mail to `to` whose text carries `marker`, from the development mailbox. */
export async function mailWith(page: Page, to: string, marker: string) {
  const find = () =>
    page.evaluate(
      async ({ to, marker }) => {
        const list = (await (await fetch('/api/dev/mailbox')).json()) as {
          data: { id: number; recipient: string; subject: string }[];
        };
        for (const mail of list.data.filter((m) => m.recipient === to)) {
          const one = (await (await fetch(`/api/dev/mailbox/${mail.id}`)).json()) as {
            data: { html: string; text: string };
          };
          if (one.data.text.includes(marker)) return { subject: mail.subject, ...one.data };
        }
        return null;
      },
      { to, marker },
    );
  await expect.poll(find, { timeout: 30_000, message: `a mail to ${to}` }).not.toBeNull();
  return (await find())!;
}
