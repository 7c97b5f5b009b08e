import { expect, type Page } from '@playwright/test';

/**
 * Account steps shared by the e2e specs. Everything goes through the page (forms, or fetch in the
 * page): Node's resolver does not know *.localhost, so page.request cannot reach a board host.
 *
 * Sign-ups are limited to 10 an hour per client address (packages/api services/auth/limits.ts)
 * and every test here comes from 127.0.0.1, so specs sign up as few accounts as they can.
 */
export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(board: string, role: 'candidate' | 'employer'): Account {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: role === 'candidate' ? 'Camille' : 'Éloïse',
    lastName: role === 'candidate' ? 'Tremblay' : 'Gagnon',
    email: `${role}-${board}-${run}@example.test`,
    password: `Harbour lantern ${run} 42`,
  };
}

/**
 * Waits until the page's account form is hydrated: React can reset what was typed into the
 * server's HTML before it took over.
 */
export async function formReady(page: Page) {
  await expect(page.locator('main form[data-hydrated="true"]').first()).toBeAttached();
}

/**
 * Fills a (candidate or employer) registration form in English, submits it and sees the "check
 * your mailbox" answer. Sign-up signs no one in (issue 20), so unless told not to, it then logs
 * in: the account is signed in and not yet confirmed, where registering used to leave it.
 */
export async function register(
  page: Page,
  account: Account,
  role: 'candidate' | 'employer',
  { signIn = true } = {},
) {
  await page.goto(role === 'candidate' ? '/en/register' : '/en/employer/register');
  await formReady(page);
  await page.getByLabel(/^First name/).fill(account.firstName);
  await page.getByLabel(/^Last name/).fill(account.lastName);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/^Confirm the password/).fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(account.email);
  if (signIn) await logIn(page, role, account.email, account.password);
}

export async function logIn(
  page: Page,
  role: 'candidate' | 'employer',
  email: string,
  password: string,
) {
  await page.goto(role === 'candidate' ? '/en/login' : '/en/employer/login');
  await formReady(page);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * The link of the newest mail to `recipient` that points at `page` (email-confirmation or
 * reset-password), read from the development mailbox; the outbox worker delivers within seconds.
 */
export async function mailedLink(
  page: Page,
  recipient: string,
  linkPage: 'email-confirmation' | 'reset-password',
): Promise<string> {
  const find = () =>
    page.evaluate(
      async ({ to, path }) => {
        const list = (await (await fetch('/api/dev/mailbox')).json()) as {
          data: { id: number; recipient: string }[];
        };
        // Newest first: the latest link of its kind is the only live one.
        for (const mail of list.data.filter((m) => m.recipient.includes(to))) {
          const one = (await (await fetch(`/api/dev/mailbox/${mail.id}`)).json()) as {
            data: { text: string };
          };
          const match = new RegExp(`https?://\\S+/${path}/\\S+`).exec(one.data.text);
          if (match) return match[0];
        }
        return null;
      },
      { to: recipient, path: linkPage },
    );
  await expect
    .poll(find, { timeout: 20_000, message: `a ${linkPage} mail to ${recipient}` })
    .not.toBeNull();
  const link = await find();
  if (!link) throw new Error(`no ${linkPage} link mailed to ${recipient}`);
  return link;
}
