import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { operatorRecoveryCodes, operators } from '@jobboard/db/schema/operators';
import { call } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createOperator } from '../../services/operator/create-operator';
import {
  DEMO_OPERATOR_EMAIL,
  DEMO_OPERATOR_PASSWORD,
  DEMO_OPERATOR_TOTP_SECRET,
  DEMO_ENROLMENT_EMAIL,
  DEMO_ENROLMENT_TOKEN,
  seedDemoOperator,
} from '../../services/operator/demo-operator';

const CONSOLE = 'operator.localhost:3000';
const BOARD = 'hospitality.localhost';
const PASSWORD = 'a long console passphrase';

let t: TestApp;
let clock = new Date('2026-06-01T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.getTime() / 1000) });
const onConsole = (method: string, path: string, body?: unknown, cookie?: string) =>
  call(t, method, path, body, { host: CONSOLE, cookie });
const operatorCookie = (res: Response) =>
  /(?:^|,\s*)(jb_operator=[^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

/** A new operator, enrolled through the API: its secret and its ten recovery codes. */
async function enrolled(email: string, boards: 'all' | string[] = ['hospitality']) {
  const { token } = await createOperator(t.handle.db, { email, boards }, clock);
  const view = await onConsole('GET', `/api/operator/enrolment/${token}`);
  expect(view.status).toBe(200);
  const { data } = (await view.json()) as { data: { secret: string; uri: string } };
  const res = await onConsole('POST', '/api/operator/enrolment', {
    token,
    password: PASSWORD,
    code: await codeNow(data.secret),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { recovery_codes: string[] } };
  return { token, secret: data.secret, recoveryCodes: body.data.recovery_codes };
}

describe('operator enrolment', () => {
  it('shows the otpauth URI and a QR code once, takes a password and a code, returns ten recovery codes, then the token is dead', async () => {
    const { token } = await createOperator(
      t.handle.db,
      { email: 'Enrol@Example.com', boards: ['careers'] },
      clock,
    );
    // The console's endpoints do not exist on a board's host.
    expect(
      (await call(t, 'GET', `/api/operator/enrolment/${token}`, undefined, { host: BOARD })).status,
    ).toBe(404);

    const view = await onConsole('GET', `/api/operator/enrolment/${token}`);
    expect(view.status).toBe(200);
    const { data } = (await view.json()) as {
      data: { email: string; uri: string; secret: string; qr_svg: string };
    };
    expect(data.email).toBe('enrol@example.com');
    expect(data.uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    expect(data.uri).toContain(data.secret);
    expect(data.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(view.headers.get('cache-control')).toBe('no-store');

    const wrong = await onConsole('POST', '/api/operator/enrolment', {
      token,
      password: PASSWORD,
      code: (Number(await codeNow(data.secret)) + 1).toString().padStart(6, '0').slice(-6),
    });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { errors: Record<string, string[]> }).errors.code).toEqual([
      'This code is not valid: enter the current code shown by your authenticator app.',
    ]);

    const res = await onConsole('POST', '/api/operator/enrolment', {
      token,
      password: PASSWORD,
      code: await codeNow(data.secret),
    });
    expect(res.status).toBe(200);
    const codes = ((await res.json()) as { data: { recovery_codes: string[] } }).data
      .recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const [operator] = await t.handle.db
      .select()
      .from(operators)
      .where(eq(operators.email, 'enrol@example.com'));
    expect(operator?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(operator?.enrolledAt).toEqual(clock);
    const stored = await t.handle.db
      .select()
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorId, operator!.id));
    expect(stored).toHaveLength(10);
    // Hashed: no stored value is a code in clear.
    expect(stored.some((row) => codes.includes(row.codeHash))).toBe(false);

    // Single use: neither the page nor the form accepts the token again.
    later(30_000);
    expect((await onConsole('GET', `/api/operator/enrolment/${token}`)).status).toBe(400);
    const again = await onConsole('POST', '/api/operator/enrolment', {
      token,
      password: 'another passphrase here',
      code: await codeNow(data.secret),
    });
    expect(again.status).toBe(400);
  });

  it('refuses an expired token', async () => {
    const { token } = await createOperator(
      t.handle.db,
      { email: 'late@example.com', boards: 'all' },
      clock,
    );
    later(73 * 3_600_000);
    expect((await onConsole('GET', `/api/operator/enrolment/${token}`)).status).toBe(400);
  });
});

describe('operator sign-in', () => {
  it('needs the password AND a code: no code or a wrong one is a 401 saying a code is required', async () => {
    const { secret } = await enrolled('two@example.com');
    later(30_000);
    const noCode = await onConsole('POST', '/api/operator/auth/login', {
      email: 'two@example.com',
      password: PASSWORD,
    });
    expect(noCode.status).toBe(401);
    expect(await noCode.json()).toEqual({
      message: 'A valid code from your authenticator app, or an unused recovery code, is required.',
    });
    const good = await codeNow(secret);
    const wrong = await onConsole('POST', '/api/operator/auth/login', {
      email: 'two@example.com',
      password: PASSWORD,
      code: good === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    expect(operatorCookie(wrong)).toBeUndefined();
    // French too.
    const fr = await call(
      t,
      'POST',
      '/api/operator/auth/login',
      { email: 'two@example.com', password: PASSWORD, code: '12' },
      { host: CONSOLE, lg: 'fr' },
    );
    expect(fr.status).toBe(401);
    expect(((await fr.json()) as { message: string }).message).toContain('code');

    // A right code with a wrong password: the accounts' usual invalid_grant.
    const badPassword = await onConsole('POST', '/api/operator/auth/login', {
      email: 'two@example.com',
      password: 'not the passphrase',
      code: good,
    });
    expect(badPassword.status).toBe(400);

    const ok = await onConsole('POST', '/api/operator/auth/login', {
      email: 'two@example.com',
      password: PASSWORD,
      code: good,
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      data: { email: 'two@example.com', all_boards: false, boards: ['hospitality'] },
    });
    const cookie = operatorCookie(ok);
    expect(ok.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(ok.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
    const me = await onConsole('GET', '/api/operator/me', undefined, cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      data: { email: 'two@example.com', all_boards: false, boards: ['hospitality'] },
    });

    // The same code again within its step is refused, even from elsewhere.
    const replay = await onConsole('POST', '/api/operator/auth/login', {
      email: 'two@example.com',
      password: PASSWORD,
      code: good,
    });
    expect(replay.status).toBe(401);
    // The next step's code is fine.
    later(30_000);
    const next = await onConsole('POST', '/api/operator/auth/login', {
      email: 'two@example.com',
      password: PASSWORD,
      code: await codeNow(secret),
    });
    expect(next.status).toBe(200);

    // Sign-out ends the session.
    const out = await onConsole('POST', '/api/operator/auth/logout', undefined, cookie);
    expect(out.status).toBe(200);
    expect((await onConsole('GET', '/api/operator/me', undefined, cookie)).status).toBe(401);
  });

  it('refuses the code used at enrolment within its step', async () => {
    const { secret } = await enrolled('step@example.com');
    const res = await onConsole('POST', '/api/operator/auth/login', {
      email: 'step@example.com',
      password: PASSWORD,
      code: await codeNow(secret),
    });
    expect(res.status).toBe(401);
  });

  it('accepts a recovery code once', async () => {
    const { recoveryCodes } = await enrolled('recover@example.com');
    const code = recoveryCodes[3]!;
    const first = await onConsole('POST', '/api/operator/auth/login', {
      email: 'recover@example.com',
      password: PASSWORD,
      // Typed in lower case without dashes: still the same code.
      code: code.replaceAll('-', '').toLowerCase(),
    });
    expect(first.status).toBe(200);
    const second = await onConsole('POST', '/api/operator/auth/login', {
      email: 'recover@example.com',
      password: PASSWORD,
      code,
    });
    expect(second.status).toBe(401);
    const another = await onConsole('POST', '/api/operator/auth/login', {
      email: 'recover@example.com',
      password: PASSWORD,
      code: recoveryCodes[4]!,
    });
    expect(another.status).toBe(200);
  });

  it('locks the account out after ten failures, whatever the address', async () => {
    const { secret } = await enrolled('locked@example.com');
    later(30_000);
    for (let i = 0; i < 10; i += 1) {
      const res = await onConsole('POST', '/api/operator/auth/login', {
        email: 'locked@example.com',
        password: PASSWORD,
        code: 'WRONG-CODE',
      });
      expect(res.status).toBe(401);
    }
    const blocked = await onConsole('POST', '/api/operator/auth/login', {
      email: 'locked@example.com',
      password: PASSWORD,
      code: await codeNow(secret),
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    later(16 * 60_000);
    const after = await onConsole('POST', '/api/operator/auth/login', {
      email: 'locked@example.com',
      password: PASSWORD,
      code: await codeNow(secret),
    });
    expect(after.status).toBe(200);
  });

  it('ends a session after 30 idle minutes, and after 12 hours however active', async () => {
    const { secret } = await enrolled('timeout@example.com');
    later(30_000);
    const signIn = async () => {
      later(30_000);
      const res = await onConsole('POST', '/api/operator/auth/login', {
        email: 'timeout@example.com',
        password: PASSWORD,
        code: await codeNow(secret),
      });
      expect(res.status).toBe(200);
      return operatorCookie(res);
    };
    const idle = await signIn();
    later(29 * 60_000);
    expect((await onConsole('GET', '/api/operator/me', undefined, idle)).status).toBe(200);
    later(29 * 60_000);
    // Still alive: the last request pushed the idle expiry forward.
    expect((await onConsole('GET', '/api/operator/me', undefined, idle)).status).toBe(200);
    later(31 * 60_000);
    expect((await onConsole('GET', '/api/operator/me', undefined, idle)).status).toBe(401);

    const active = await signIn();
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      later(20 * 60_000);
      expect((await onConsole('GET', '/api/operator/me', undefined, active)).status).toBe(200);
    }
    later(20 * 60_000);
    expect((await onConsole('GET', '/api/operator/me', undefined, active)).status).toBe(401);
  });
});

describe('the console host', () => {
  it('answers 401 to an anonymous /api/operator/me, 404 on a board host', async () => {
    expect((await onConsole('GET', '/api/operator/me')).status).toBe(401);
    for (const host of [BOARD, 'careers.localhost', 'localhost:3000']) {
      expect((await call(t, 'GET', '/api/operator/me', undefined, { host })).status).toBe(404);
      const login = await call(
        t,
        'POST',
        '/api/operator/auth/login',
        { email: 'two@example.com', password: PASSWORD, code: '123456' },
        { host },
      );
      expect(login.status).toBe(404);
    }
  });

  it('is never a board: board endpoints answer 404 there', async () => {
    expect(t.runtime.boardOf(CONSOLE)).toBeNull();
    expect(t.runtime.boardOf('operator.localhost')).toBeNull();
    expect(t.runtime.boardOf(BOARD)?.key).toBe('hospitality');
    expect((await onConsole('GET', '/api/jobboard/hospitality/me')).status).toBe(404);
  });

  it('keeps a board session cookie out of the console', async () => {
    const res = await call(t, 'GET', '/api/operator/me', undefined, {
      host: CONSOLE,
      cookie: 'jb_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(res.status).toBe(401);
  });
});

describe('demo operator', () => {
  it('is enrolled on every board with the fixed secret, and seeded once', async () => {
    // The enrolled demo operator and the one waiting for its demo enrolment link.
    expect((await seedDemoOperator(t.handle.db, clock)).created).toBe(2);
    expect((await seedDemoOperator(t.handle.db, clock)).created).toBe(0);
    later(30_000);
    const res = await onConsole('POST', '/api/operator/auth/login', {
      email: DEMO_OPERATOR_EMAIL,
      password: DEMO_OPERATOR_PASSWORD,
      code: await codeNow(DEMO_OPERATOR_TOTP_SECRET),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { boards: string[] } }).data.boards).toEqual(
      t.runtime.boards.map((b) => b.key),
    );
  });

  it('has a second, hospitality-only operator whose demo enrolment link works', async () => {
    const view = await onConsole('GET', `/api/operator/enrolment/${DEMO_ENROLMENT_TOKEN}`);
    expect(view.status).toBe(200);
    const { data } = (await view.json()) as { data: { email: string; secret: string } };
    expect(data.email).toBe(DEMO_ENROLMENT_EMAIL);
    expect(data.secret).toMatch(/^[A-Z2-7]{16,}$/);
    const [row] = await t.handle.db
      .select()
      .from(operators)
      .where(eq(operators.email, DEMO_ENROLMENT_EMAIL));
    expect(row).toMatchObject({ allBoards: false, boards: ['hospitality'], enrolledAt: null });
  });
});
