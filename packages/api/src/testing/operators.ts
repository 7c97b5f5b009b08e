import { expect } from 'vitest';
import { generate } from 'otplib';
import { createOperator } from '../services/operator/create-operator';
import { call } from './accounts';
import type { TestApp } from './test-app';

/** The console's host in the API tests (OPERATOR_HOST's default, with a port). */
export const CONSOLE_HOST = 'operator.localhost:3000';
export const OPERATOR_PASSWORD = 'a long console passphrase';

/**
 * An operator of these boards, enrolled and signed in through the console's own API: its console
 * cookie. The sign-in uses a recovery code, since the enrolment's TOTP step cannot be used twice
 * within its 30 s.
 */
export async function signedInOperator(
  t: TestApp,
  email: string,
  boards: 'all' | string[],
): Promise<string> {
  const onConsole = (method: string, path: string, body?: unknown) =>
    call(t, method, path, body, { host: CONSOLE_HOST });
  const { token } = await createOperator(t.handle.db, { email, boards });
  const view = await onConsole('GET', `/api/operator/enrolment/${token}`);
  const { secret } = ((await view.json()) as { data: { secret: string } }).data;
  const enrolled = await onConsole('POST', '/api/operator/enrolment', {
    token,
    password: OPERATOR_PASSWORD,
    code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }),
  });
  const { recovery_codes } = ((await enrolled.json()) as { data: { recovery_codes: string[] } })
    .data;
  const res = await onConsole('POST', '/api/operator/auth/login', {
    email,
    password: OPERATOR_PASSWORD,
    code: recovery_codes[0],
  });
  expect(res.status).toBe(200);
  return /(?:^|,\s*)(jb_operator=[^;]*)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
}
