/**
 * An account for a bench, signed in. Sign-up answers 202 without a session for new and known
 * addresses alike (no account enumeration), so a session comes from logging in afterwards.
 */
export const BENCH_PASSWORD = 'correct horse battery staple';

type Call = (path: string, init: RequestInit) => Response | Promise<Response>;

export async function benchSignUp(
  call: Call,
  kind: 'jobboard' | 'ats',
  person: { firstName: string; lastName: string; email: string },
): Promise<void> {
  const res = await call(`/api/${kind}/signup?lg=fr`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      password: BENCH_PASSWORD,
      password_confirmation: BENCH_PASSWORD,
    }),
  });
  if (res.status !== 202) throw new Error(`signup ${res.status}: ${await res.text()}`);
}

/** Signs up and logs in; returns the `jb_session=…` cookie pair. */
export async function benchSession(
  call: Call,
  kind: 'jobboard' | 'ats',
  person: { firstName: string; lastName: string; email: string },
): Promise<string> {
  await benchSignUp(call, kind, person);
  const login = await call(`/api/${kind}/auth/login?lg=fr`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: BENCH_PASSWORD }),
  });
  const cookie = /(jb_session=[^;]*)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`login ${login.status}: ${await login.text()}`);
  return cookie;
}
