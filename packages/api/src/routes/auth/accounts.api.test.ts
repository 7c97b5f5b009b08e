import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { teams, users } from '@jobboard/db/schema/accounts';
import { sessions } from '@jobboard/db/schema/auth';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { sha256Hex } from '../../services/auth/secrets';
import {
  call,
  lastLink,
  sessionCookie,
  signUp,
  signupBody,
  strongPassword,
} from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clock = new Date('2026-06-01T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  // Stands for a later multipart endpoint (documents, apply-register), registered before the
  // first request builds the router.
  t.app.post('/jobboard/:board/probe-upload', (c) => c.json({ ok: true }));
});
afterAll(() => t.close());

const CAREERS = 'careers.localhost';
const tokenOf = (cookie: string) => cookie.split('=')[1] ?? '';

describe('candidate sign-up', () => {
  it('creates the candidate on the host board with the spec defaults; the mailed link confirms and signs in', async () => {
    const res = await call(t, 'POST', '/api/jobboard/signup', {
      ...signupBody('  Luc.Gagnon@Example.com '),
    });
    expect(res.status).toBe(202);
    // Sign-up itself signs no one in (issue 20): the answer must not differ for a known address.
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual({
      data: { email: 'luc.gagnon@example.com' },
      message:
        'Check your mailbox: we have just written to this address. Follow the link in the email to confirm your address and sign in.',
    });
    const mails = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'luc.gagnon@example.com'));
    expect(mails).toMatchObject([
      { template: 'email-confirmation', locale: 'en', board: 'hospitality' },
    ]);
    const [user] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'luc.gagnon@example.com'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const confirmed = await call(
      t,
      'POST',
      '/api/email-confirmation',
      await lastLink(t, 'luc.gagnon@example.com', 'email-confirmation'),
    );
    expect(confirmed.status).toBe(200);
    const setCookie = confirmed.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^jb_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(setCookie).not.toContain('Secure');
    // Only the hash of the cookie token is stored.
    const cookie = sessionCookie(confirmed) ?? '';
    const stored = await t.handle.db.select().from(sessions);
    expect(stored.map((s) => s.tokenHash)).toContain(sha256Hex(tokenOf(cookie)));
    expect(stored.map((s) => s.tokenHash)).not.toContain(tokenOf(cookie));
    const me = await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie });
    const { data } = (await me.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      first_name: 'Marie',
      last_name: 'Tremblay',
      full_name: 'Marie Tremblay',
      email: 'luc.gagnon@example.com',
      email_verified: true,
      language: 'en',
      guard: 'jobboard',
      board: 'hospitality',
      permissions: [],
      team: null,
      work_permit: false,
      temporary_work: true,
      badge: 'Nouveau',
      location: { address: null, country: null, lng: null, lat: null },
    });
  });

  it('answers a registered address exactly as a new one, keeps its account and mails its owner', async () => {
    await signUp(t, 'jobboard', 'twice@example.com');
    const [before] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'twice@example.com'));
    const sessionsBefore = (await t.handle.db.select().from(sessions)).length;
    const fresh = await call(t, 'POST', '/api/jobboard/signup', {
      ...signupBody('new-one@example.com', 'another long passphrase'),
      first_name: 'Other',
    });
    const again = await call(t, 'POST', '/api/jobboard/signup', {
      ...signupBody('TWICE@example.com', 'another long passphrase'),
      first_name: 'Other',
    });
    const shape = async (r: Response) => ({
      status: r.status,
      cookie: r.headers.get('set-cookie'),
      headers: [...r.headers.keys()].sort(),
      body: JSON.stringify({ ...((await r.json()) as object), data: '…' }),
    });
    expect(await shape(again)).toEqual(await shape(fresh));
    expect(again.status).toBe(202);
    // Nothing changed on the account, no session was opened for anyone.
    const [after] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'twice@example.com'));
    expect(after).toEqual(before);
    expect((await t.handle.db.select().from(sessions)).length).toBe(sessionsBefore);
    const mails = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'twice@example.com'));
    expect(mails.map((m) => m.template).sort()).toEqual(['email-confirmation', 'signup-attempt']);
    // Another board is another account.
    const careers = await call(t, 'POST', '/api/jobboard/signup', signupBody('twice@example.com'), {
      host: CAREERS,
    });
    expect(careers.status).toBe(202);
    const onCareers = await t.handle.db
      .select()
      .from(users)
      .where(and(eq(users.email, 'twice@example.com'), eq(users.board, 'careers')));
    expect(onCareers).toHaveLength(1);
  });

  it('answers translated 422s for malformed e-mail, short, common, mismatched and 1 MB passwords', async () => {
    const bad = await call(
      t,
      'POST',
      '/api/jobboard/signup',
      {
        first_name: '',
        last_name: 'X',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'other',
      },
      { lg: 'fr', ip: '192.0.2.50' },
    );
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      message: 'Les données fournies sont invalides.',
      errors: {
        first_name: ['Ce champ est obligatoire.'],
        email: ['Entrez une adresse courriel valide.'],
        password: ['Le mot de passe doit compter au moins 8 caractères.'],
        password_confirmation: ['Les mots de passe ne correspondent pas.'],
      },
    });
    const mismatch = await call(
      t,
      'POST',
      '/api/jobboard/signup',
      { ...signupBody('mismatch@example.com'), password_confirmation: 'something else' },
      { ip: '192.0.2.50' },
    );
    expect((await mismatch.json()) as unknown).toMatchObject({
      errors: { password_confirmation: ['The passwords do not match.'] },
    });
    const common = await call(
      t,
      'POST',
      '/api/jobboard/signup',
      signupBody('common@example.com', 'Password1'),
      {
        ip: '192.0.2.50',
      },
    );
    expect(common.status).toBe(422);
    expect(await common.json()).toMatchObject({
      errors: { password: ['This password is too common. Please choose another one.'] },
    });
    // A 1 MB body is refused before it is read (the 1 MB JSON limit); a long password that fits
    // gets the field's message.
    const started = Date.now();
    const huge = await call(
      t,
      'POST',
      '/api/jobboard/signup',
      signupBody('huge@example.com', 'x'.repeat(1024 * 1024)),
      { ip: '192.0.2.50' },
    );
    expect(huge.status).toBe(413);
    const tooLong = await call(
      t,
      'POST',
      '/api/jobboard/signup',
      signupBody('huge@example.com', 'x'.repeat(30_000)),
      {
        ip: '192.0.2.50',
      },
    );
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toMatchObject({
      errors: { password: ['The password must be at most 1,024 characters.'] },
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(
      await t.handle.db.select().from(users).where(eq(users.email, 'huge@example.com')),
    ).toEqual([]);
  });

  it('accepts a long Unicode passphrase', async () => {
    const passphrase = 'Émilie aime le café crème à Québec ☕ ' + 'é'.repeat(200);
    const res = await call(
      t,
      'POST',
      '/api/jobboard/signup',
      signupBody('unicode@example.com', passphrase),
    );
    expect(res.status).toBe(202);
    const login = await call(t, 'POST', '/api/jobboard/auth/login', {
      email: 'unicode@example.com',
      password: passphrase,
    });
    expect(login.status).toBe(200);
  });
});

describe('employer sign-up and account', () => {
  it('creates an employer with a team holding every permission, publishing flag off', async () => {
    const res = await call(t, 'POST', '/api/ats/signup', {
      ...signupBody('boss@resto.example'),
      phone_number: '514-555-0101',
    });
    expect(res.status).toBe(202);
    const login = await call(t, 'POST', '/api/ats/auth/login', {
      email: 'boss@resto.example',
      password: strongPassword,
    });
    const { data } = (await login.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      guard: 'ats',
      board: null,
      phone_number: '514-555-0101',
      permissions: [
        { name: 'manage_billing' },
        { name: 'manage_candidates' },
        { name: 'manage_companies' },
        { name: 'manage_offers' },
        { name: 'manage_team' },
      ],
      team: { name: 'Marie Tremblay', can_publish_on_partner_or_our_network: false },
    });
    expect(await t.handle.db.select().from(teams)).toHaveLength(1);
  });

  it('tells the owner of a registered employer address by mail, in the account language, and leaves no team behind', async () => {
    await signUp(t, 'ats', 'known@resto.example', { lg: 'fr' });
    const teamsBefore = (await t.handle.db.select().from(teams)).length;
    const again = await call(t, 'POST', '/api/ats/signup', signupBody('known@resto.example'));
    expect(again.status).toBe(202);
    expect((await t.handle.db.select().from(teams)).length).toBe(teamsBefore);
    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, 'known@resto.example'),
          eq(mailOutbox.template, 'signup-attempt'),
        ),
      );
    expect(mail).toMatchObject({ locale: 'fr', payload: { firstName: 'Marie', employer: true } });
  });

  it('updates the profile and changes the password, ending the other sessions only', async () => {
    const first = await signUp(t, 'ats', 'owner@resto.example');
    const login = await call(t, 'POST', '/api/ats/auth/login', {
      email: 'owner@resto.example',
      password: strongPassword,
    });
    const second = sessionCookie(login) ?? '';
    const profile = await call(
      t,
      'PUT',
      '/api/ats/profile',
      { first_name: 'Jean', last_name: 'Roy', phone_number: '', language: 'fr' },
      { cookie: second },
    );
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      data: { first_name: 'Jean', full_name: 'Jean Roy', language: 'fr', phone_number: null },
    });

    const wrong = await call(
      t,
      'PUT',
      '/api/ats/auth/change-password',
      {
        current_password: 'not it at all',
        password: 'a new long secret',
        password_confirmation: 'a new long secret',
      },
      { cookie: second },
    );
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({
      errors: { current_password: ['The current password is incorrect.'] },
    });
    const changed = await call(
      t,
      'PUT',
      '/api/ats/auth/change-password',
      {
        current_password: strongPassword,
        password: 'a new long secret',
        password_confirmation: 'a new long secret',
      },
      { cookie: second },
    );
    expect(changed.status).toBe(200);
    expect(
      (await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie: second })).status,
    ).toBe(200);
    expect(
      (await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie: first })).status,
    ).toBe(401);
    const old = await call(t, 'POST', '/api/ats/auth/login', {
      email: 'owner@resto.example',
      password: strongPassword,
    });
    expect(old.status).toBe(400);
    const fresh = await call(t, 'POST', '/api/ats/auth/login', {
      email: 'owner@resto.example',
      password: 'a new long secret',
    });
    expect(fresh.status).toBe(200);
  });
});

describe('login, me, logout and sessions', () => {
  it('signs in with a new token each time, answers me, and logs out on the server', async () => {
    const signupCookie = await signUp(t, 'jobboard', 'rotate@example.com');
    const login = await call(
      t,
      'POST',
      '/api/jobboard/auth/login',
      { email: 'ROTATE@example.com', password: strongPassword },
      { cookie: signupCookie },
    );
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login) ?? '';
    expect(cookie).not.toBe(signupCookie);
    // Signing in replaces the browser's previous session rather than keeping both.
    expect(
      (await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie: signupCookie }))
        .status,
    ).toBe(401);

    const me = await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      data: { email: 'rotate@example.com', guard: 'jobboard' },
    });

    const logout = await call(t, 'POST', '/api/jobboard/auth/logout', undefined, {
      cookie,
      lg: 'fr',
    });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ message: 'Vous êtes déconnecté.' });
    expect(logout.headers.get('set-cookie')).toMatch(/jb_session=;.*Max-Age=0/);
    expect(
      await t.handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256Hex(tokenOf(cookie)))),
    ).toEqual([]);
    // The old cookie replayed after logout is worthless.
    expect(
      (await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie })).status,
    ).toBe(401);
  });

  it('answers the same invalid_grant for a wrong password and an unknown e-mail', async () => {
    await signUp(t, 'jobboard', 'known@example.com');
    const wrong = await call(t, 'POST', '/api/jobboard/auth/login', {
      email: 'known@example.com',
      password: 'wrong password',
    });
    const unknown = await call(t, 'POST', '/api/jobboard/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong password',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: 'These credentials do not match our records.',
        error: 'invalid_grant',
      });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const malformed = await call(t, 'POST', '/api/jobboard/auth/login', {
      email: 'nope',
      password: 'x',
    });
    expect(malformed.status).toBe(422);
    // An employer cannot sign in through the candidate door, nor a candidate through the employer one.
    await signUp(t, 'ats', 'door@resto.example');
    expect(
      (
        await call(t, 'POST', '/api/jobboard/auth/login', {
          email: 'door@resto.example',
          password: strongPassword,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(t, 'POST', '/api/ats/auth/login', {
          email: 'known@example.com',
          password: strongPassword,
        })
      ).status,
    ).toBe(400);
  });

  it('keeps a candidate account and session to its own board', async () => {
    const cookie = await signUp(t, 'jobboard', 'local@example.com');
    // The cookie replayed on the other board's host is no session there.
    expect(
      (await call(t, 'GET', '/api/jobboard/careers/me', undefined, { cookie, host: CAREERS }))
        .status,
    ).toBe(401);
    // A path naming another board than the host is a 404.
    expect((await call(t, 'GET', '/api/jobboard/careers/me', undefined, { cookie })).status).toBe(
      404,
    );
    const elsewhere = await call(
      t,
      'POST',
      '/api/jobboard/auth/login',
      { email: 'local@example.com', password: strongPassword },
      { host: CAREERS },
    );
    expect(elsewhere.status).toBe(400);
  });

  it('ends a session after the idle timeout, and after the absolute lifetime however active', async () => {
    clock = new Date('2026-06-02T00:00:00Z');
    const cookie = await signUp(t, 'jobboard', 'idle@example.com');
    const me = () => call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie });
    // Active every 20 hours (idle timeout 24 h): alive for 13 days.
    for (let day = 1; day <= 15; day += 1) {
      clock = new Date(Date.parse('2026-06-02T00:00:00Z') + day * 20 * 3_600_000);
      expect((await me()).status).toBe(200);
    }
    // 14 days after sign-in the session is over, however active.
    clock = new Date(Date.parse('2026-06-02T00:00:00Z') + 14 * 24 * 3_600_000 + 1000);
    expect((await me()).status).toBe(401);

    clock = new Date('2026-07-01T00:00:00Z');
    const idle = await signUp(t, 'jobboard', 'idle2@example.com');
    clock = new Date('2026-07-02T00:00:01Z');
    expect(
      (await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie: idle })).status,
    ).toBe(401);
    clock = new Date('2026-06-01T10:00:00Z');
  });

  it('ignores a forged or malformed cookie', async () => {
    for (const cookie of [
      'jb_session=' + 'A'.repeat(43),
      'jb_session=nope',
      'jb_session=' + 'x'.repeat(5000),
    ]) {
      expect(
        (await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie })).status,
      ).toBe(401);
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a form content type and a foreign Origin, and changes nothing', async () => {
    const form = await call(
      t,
      'POST',
      '/api/jobboard/signup',
      'first_name=A&last_name=B&email=csrf%40example.com&password=long+enough+1&password_confirmation=long+enough+1',
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ message: 'The request body must be JSON.' });
    const foreign = await call(t, 'POST', '/api/jobboard/signup', signupBody('csrf@example.com'), {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'This request must come from this site.' });
    const crossSite = await call(
      t,
      'POST',
      '/api/jobboard/auth/login',
      { email: 'a@b.ca', password: 'x' },
      {
        headers: { 'sec-fetch-site': 'cross-site' },
      },
    );
    expect(crossSite.status).toBe(403);
    expect(
      await t.handle.db.select().from(users).where(eq(users.email, 'csrf@example.com')),
    ).toEqual([]);
    const same = await call(t, 'POST', '/api/jobboard/signup', signupBody('csrf@example.com'), {
      headers: { origin: 'http://hospitality.localhost' },
    });
    expect(same.status).toBe(202);
  });
});

describe('JSON-only scope', () => {
  it('leaves other features free to take multipart bodies under /jobboard/{board}', async () => {
    const res = await call(t, 'POST', '/api/jobboard/hospitality/probe-upload', 'x', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.status).toBe(200);
  });
});

describe('brute-force limits', () => {
  it('limits logins per account, whatever the address, with Retry-After', async () => {
    clock = new Date('2026-08-01T10:00:00Z');
    for (let i = 0; i < 10; i += 1) {
      const res = await call(
        t,
        'POST',
        '/api/jobboard/auth/login',
        { email: 'target@example.com', password: `guess ${i}` },
        { ip: `198.51.100.${i}` },
      );
      expect(res.status).toBe(400);
    }
    const limited = await call(
      t,
      'POST',
      '/api/jobboard/auth/login',
      { email: 'target@example.com', password: 'guess' },
      { ip: '198.51.100.99' },
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    // Another account from the same address is not affected.
    expect(
      (
        await call(
          t,
          'POST',
          '/api/jobboard/auth/login',
          { email: 'other@example.com', password: 'guess' },
          { ip: '198.51.100.99' },
        )
      ).status,
    ).toBe(400);
  });

  it('counts only failed logins against an account: its owner may sign in often', async () => {
    clock = new Date('2026-08-03T10:00:00Z');
    await signUp(t, 'jobboard', 'frequent@example.com');
    for (let i = 0; i < 15; i += 1) {
      const res = await call(
        t,
        'POST',
        '/api/jobboard/auth/login',
        { email: 'frequent@example.com', password: strongPassword },
        { ip: `198.51.100.${120 + i}` },
      );
      expect(res.status).toBe(200);
    }
    // Failures still count: ten wrong guesses, then even the right password waits.
    for (let i = 0; i < 10; i += 1) {
      const res = await call(
        t,
        'POST',
        '/api/jobboard/auth/login',
        { email: 'frequent@example.com', password: `guess ${i}` },
        { ip: `198.51.100.${140 + i}` },
      );
      expect(res.status).toBe(400);
    }
    const limited = await call(
      t,
      'POST',
      '/api/jobboard/auth/login',
      { email: 'frequent@example.com', password: strongPassword },
      { ip: '198.51.100.160' },
    );
    expect(limited.status).toBe(429);
  });

  it('limits logins per address across accounts', async () => {
    clock = new Date('2026-08-02T10:00:00Z');
    for (let i = 0; i < 50; i += 1) {
      const res = await call(
        t,
        'POST',
        '/api/jobboard/auth/login',
        { email: `spray${i}@example.com`, password: 'x' },
        { ip: '203.0.113.66' },
      );
      expect(res.status).toBe(400);
    }
    const limited = await call(
      t,
      'POST',
      '/api/jobboard/auth/login',
      { email: 'spray-last@example.com', password: 'x' },
      { ip: '203.0.113.66' },
    );
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it('counts only failed logins against an address: one office behind one address may sign in often', async () => {
    clock = new Date('2026-08-04T10:00:00Z');
    await signUp(t, 'jobboard', 'office@example.com');
    for (let i = 0; i < 60; i += 1) {
      const res = await call(
        t,
        'POST',
        '/api/jobboard/auth/login',
        { email: 'office@example.com', password: strongPassword },
        { ip: '203.0.113.77' },
      );
      expect(res.status, `sign-in ${i + 1}`).toBe(200);
    }
    // Failures from that address still count toward its limit.
    for (let i = 0; i < 50; i += 1) {
      await call(
        t,
        'POST',
        '/api/jobboard/auth/login',
        { email: `guess${i}@example.com`, password: 'x' },
        { ip: '203.0.113.77' },
      );
    }
    const limited = await call(
      t,
      'POST',
      '/api/jobboard/auth/login',
      { email: 'office@example.com', password: strongPassword },
      { ip: '203.0.113.77' },
    );
    expect(limited.status).toBe(429);
  });

  it('limits sign-ups per address', async () => {
    clock = new Date('2026-08-03T10:00:00Z');
    for (let i = 0; i < 10; i += 1) {
      // Invalid bodies never reach the limiter: count real attempts with a common password.
      const res = await call(
        t,
        'POST',
        '/api/jobboard/signup',
        signupBody(`bulk${i}@example.com`, 'password123'),
        { ip: '203.0.113.77' },
      );
      expect(res.status).toBe(422);
    }
    const limited = await call(
      t,
      'POST',
      '/api/jobboard/signup',
      signupBody('bulk-last@example.com'),
      { ip: '203.0.113.77' },
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    clock = new Date('2026-06-01T10:00:00Z');
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ production: true });
  });
  afterAll(() => prod.close());

  it('sets a Secure __Host- cookie and reads it back', async () => {
    const signed = await call(prod, 'POST', '/api/ats/signup', signupBody('prod@resto.example'));
    expect(signed.status).toBe(202);
    const res = await call(prod, 'POST', '/api/ats/auth/login', {
      email: 'prod@resto.example',
      password: strongPassword,
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-jb_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = /^(__Host-jb_session=[^;]*)/.exec(setCookie)?.[1];
    const me = await call(prod, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie });
    expect(me.status).toBe(200);
    // The development cookie name means nothing in production.
    const devName = await call(prod, 'GET', '/api/jobboard/hospitality/me', undefined, {
      cookie: `jb_session=${cookie?.split('=')[1] ?? ''}`,
    });
    expect(devName.status).toBe(401);
  });
});

// Last: its accounts and team would count in the tests above.
describe('spec section 7 bodies', () => {
  it("takes the spec's bodies: sign-up and forgot-password with (client, lg) (issue 46, item 3)", async () => {
    // The request itself says English (?lg=en); the body's `lg` is the account's language.
    for (const [path, email, extra] of [
      ['/api/jobboard/signup', 'spec.candidate@example.com', {}],
      ['/api/ats/signup', 'spec.employer@example.com', { phone_number: '514 555-0199' }],
    ] as const) {
      const res = await call(t, 'POST', path, {
        ...signupBody(email),
        ...extra,
        client: 'web',
        lg: 'fr',
      });
      expect(res.status, path).toBe(202);
      expect(((await res.json()) as { message: string }).message).toMatch(/^Vérifiez votre boîte/);
      const [user] = await t.handle.db.select().from(users).where(eq(users.email, email));
      expect(user?.language, path).toBe('fr');
      const mails = await t.handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, email));
      expect(mails.map((m) => m.locale)).toEqual(['fr']);
    }
    const forgot = await call(t, 'POST', '/api/jobboard/auth/forgot-password', {
      email: 'spec.candidate@example.com',
      client: 'web',
      lg: 'fr',
    });
    expect(forgot.status).toBe(200);
    expect(((await forgot.json()) as { message: string }).message).toMatch(/^Si un compte existe/);
    const bad = await call(t, 'POST', '/api/ats/auth/forgot-password', {
      email: 'spec.employer@example.com',
      lg: 'de',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors)).toEqual(['lg']);
  });
});
