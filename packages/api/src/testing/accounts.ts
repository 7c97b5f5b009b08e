import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '@jobboard/db/schema/mail';
import type { TestApp } from './test-app';

export interface CallOptions {
  host?: string;
  cookie?: string | undefined;
  ip?: string;
  lg?: 'fr' | 'en';
  headers?: Record<string, string>;
}

let calls = 0;

/**
 * A JSON call as the site's fetch wrapper makes it, with an optional session cookie. Each call
 * comes from its own address unless told, so per-address limits only bite where a test means it.
 */
export function call(
  t: TestApp,
  method: string,
  path: string,
  body?: unknown,
  o: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...o.headers };
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  if (o.cookie) headers.cookie = o.cookie;
  const sep = path.includes('?') ? '&' : '?';
  return t.request(`${path}${sep}lg=${o.lg ?? 'en'}`, {
    method,
    host: o.host ?? 'hospitality.localhost',
    clientAddress: o.ip ?? `10.0.${Math.floor(calls / 250) % 250}.${(calls++ % 250) + 1}`,
    headers,
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
}

/** `jb_session=<token>` from a response's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(res: Response): string | undefined {
  const match = /(?:^|,\s*)(jb_session=[^;]*)/.exec(res.headers.get('set-cookie') ?? '');
  return match?.[1];
}

export const strongPassword = 'correct horse battery staple';

export function signupBody(email: string, password = strongPassword) {
  return {
    first_name: 'Marie',
    last_name: 'Tremblay',
    email,
    password,
    password_confirmation: password,
  };
}

/**
 * Signs up on a board host, then signs in, and returns the session cookie: a new account, signed
 * in and not yet confirmed (sign-up itself opens no session, issue 20).
 */
export async function signUp(
  t: TestApp,
  kind: 'jobboard' | 'ats',
  email: string,
  o: CallOptions = {},
): Promise<string> {
  const res = await call(t, 'POST', `/api/${kind}/signup`, signupBody(email), o);
  if (res.status !== 202) throw new Error(`signup ${res.status}: ${await res.text()}`);
  const login = await call(
    t,
    'POST',
    `/api/${kind}/auth/login`,
    { email, password: strongPassword },
    o,
  );
  if (login.status !== 200) throw new Error(`login ${login.status}: ${await login.text()}`);
  const cookie = sessionCookie(login);
  if (!cookie) throw new Error('login set no cookie');
  return cookie;
}

/** The selector and token of the newest mail of a template to an address (what the user clicks). */
export async function lastLink(
  t: TestApp,
  to: string,
  template: 'email-confirmation' | 'password-reset',
): Promise<{ selector: string; token: string }> {
  const rows = await t.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, to))
    .orderBy(desc(mailOutbox.id));
  const row = rows.find((r) => r.template === template);
  if (!row) throw new Error(`no ${template} mail to ${to}`);
  const { selector, token } = row.payload as { selector: string; token: string };
  return { selector, token };
}
