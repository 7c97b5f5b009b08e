import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { permissions, userPermissions, users } from '@jobboard/db/schema/accounts';
import { mailOutbox } from '@jobboard/db/schema/mail';
import type { PermissionGuard } from '../../contracts/guards';
import { requireEmployer } from '../../http/guards';
import { renderOutboxMail } from '../../services/mail/render-outbox-mail';
import { mailSettings } from '../../services/mail/mail-settings';
import { call, lastLink, sessionCookie, signUp, strongPassword } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clock = new Date('2026-06-01T10:00:00Z');
const probes: PermissionGuard[] = [
  'can-manage-candidate',
  'can-manage-company',
  'can-manage-offer',
  'can-publish-offer',
];
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  // No page or endpoint needs a permission yet (companies and offers come later): probe routes
  // stand in for them, registered before the first request builds the router.
  for (const guard of probes) {
    t.app.get(`/probe/${guard}`, async (c) => {
      await requireEmployer(c, guard);
      return c.json({ ok: true });
    });
  }
});
afterAll(() => t.close());

const newPassword = 'brand new passphrase';

describe('e-mail confirmation', () => {
  it('confirms through the mailed link once; the link is built from the configured origin', async () => {
    const cookie = await signUp(t, 'jobboard', 'confirm@example.com', {
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    const [row] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'confirm@example.com'));
    if (!row) throw new Error('no mail');
    const mail = renderOutboxMail(
      row,
      t.runtime.boards,
      mailSettings({ ...t.runtime.env, port: 3000 }),
    );
    const link = await lastLink(t, 'confirm@example.com', 'email-confirmation');
    const url = `http://hospitality.localhost:3000/en/email-confirmation/${link.selector}/${link.token}`;
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(url);
    expect(mail.subject).toContain('confirm your email address');
    expect(mail.html).not.toContain('evil.example');

    const check = await call(
      t,
      'GET',
      `/api/check-secure-link/email-confirmation/${link.selector}/${link.token}`,
    );
    expect(check.status).toBe(200);
    const ok = await call(t, 'POST', '/api/email-confirmation', link, { lg: 'fr' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      message: 'Merci\u00a0! Votre adresse courriel est confirmée.',
    });
    const me = await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie });
    expect(await me.json()).toMatchObject({ data: { email_verified: true } });

    const reused = await call(t, 'POST', '/api/email-confirmation', link);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      message: 'This link is invalid, has expired or was already used. Please ask for a new one.',
    });
    expect(
      (
        await call(
          t,
          'GET',
          `/api/check-secure-link/email-confirmation/${link.selector}/${link.token}`,
        )
      ).status,
    ).toBe(400);

    // Confirmed: resending is a 403 with the message the page shows as a red toast.
    const resend = await call(
      t,
      'POST',
      '/api/jobboard/hospitality/user/email-confirmation/resend',
      undefined,
      { cookie },
    );
    expect(resend.status).toBe(403);
    expect(await resend.json()).toEqual({ message: 'Your email address is already confirmed.' });
  });

  it('refuses tampered, wrong-kind and expired links, and a newer link voids the older', async () => {
    clock = new Date('2026-06-01T10:00:00Z');
    const cookie = await signUp(t, 'jobboard', 'links@example.com');
    const first = await lastLink(t, 'links@example.com', 'email-confirmation');
    const tampered = {
      selector: first.selector,
      token: `${first.token.slice(0, -1)}${first.token.endsWith('A') ? 'B' : 'A'}`,
    };
    expect((await call(t, 'POST', '/api/email-confirmation', tampered)).status).toBe(400);
    expect(
      (await call(t, 'POST', '/api/email-confirmation', { selector: 'x'.repeat(300), token: '!' }))
        .status,
    ).toBe(422);
    expect(
      (
        await call(
          t,
          'GET',
          `/api/check-secure-link/reset-password/${first.selector}/${first.token}`,
        )
      ).status,
    ).toBe(400);
    expect(
      (await call(t, 'GET', `/api/check-secure-link/bogus/${first.selector}/${first.token}`))
        .status,
    ).toBe(400);

    const resend = await call(
      t,
      'POST',
      '/api/jobboard/hospitality/user/email-confirmation/resend',
      undefined,
      { cookie, lg: 'fr' },
    );
    expect(resend.status).toBe(200);
    expect(await resend.json()).toEqual({
      message: 'Un nouveau courriel de confirmation vient de vous être envoyé.',
    });
    const second = await lastLink(t, 'links@example.com', 'email-confirmation');
    expect(second.selector).not.toBe(first.selector);
    expect((await call(t, 'POST', '/api/email-confirmation', first)).status).toBe(400);

    // 24 hours later the newer link has expired too.
    clock = new Date('2026-06-02T10:00:00Z');
    expect((await call(t, 'POST', '/api/email-confirmation', second)).status).toBe(400);
    clock = new Date('2026-06-02T10:00:01Z');
    // The day-old session has gone idle: sign in again to ask for a new link.
    const login = await call(t, 'POST', '/api/jobboard/auth/login', {
      email: 'links@example.com',
      password: strongPassword,
    });
    const again = await call(
      t,
      'POST',
      '/api/jobboard/hospitality/user/email-confirmation/resend',
      undefined,
      { cookie: sessionCookie(login) },
    );
    expect(again.status).toBe(200);
    const third = await lastLink(t, 'links@example.com', 'email-confirmation');
    clock = new Date('2026-06-03T09:59:00Z');
    expect((await call(t, 'POST', '/api/email-confirmation', third)).status).toBe(200);
    const [user] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'links@example.com'));
    expect(user?.emailVerifiedAt?.toISOString()).toBe('2026-06-03T09:59:00.000Z');
    clock = new Date('2026-06-01T10:00:00Z');
  });

  it('gives exactly one success to two simultaneous uses of a link', async () => {
    await signUp(t, 'jobboard', 'race@example.com');
    const link = await lastLink(t, 'race@example.com', 'email-confirmation');
    const results = await Promise.all([
      call(t, 'POST', '/api/email-confirmation', link),
      call(t, 'POST', '/api/email-confirmation', link),
      call(t, 'POST', '/api/email-confirmation', link),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('limits resends and keeps employers and candidates to their own resend endpoint', async () => {
    const cookie = await signUp(t, 'jobboard', 'resend@example.com');
    const employer = await signUp(t, 'ats', 'resend@resto.example');
    const candidatePath = '/api/jobboard/hospitality/user/email-confirmation/resend';
    const employerPath = '/api/jobboard/hospitality/employer/email-confirmation/resend';
    expect((await call(t, 'POST', employerPath, undefined, { cookie })).status).toBe(403);
    expect((await call(t, 'POST', candidatePath, undefined, { cookie: employer })).status).toBe(
      403,
    );
    expect((await call(t, 'POST', employerPath, undefined, { cookie: employer })).status).toBe(200);
    expect((await call(t, 'POST', candidatePath)).status).toBe(401);
    for (let i = 0; i < 3; i += 1)
      expect((await call(t, 'POST', candidatePath, undefined, { cookie })).status).toBe(200);
    const limited = await call(t, 'POST', candidatePath, undefined, { cookie });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });
});

describe('forgotten password', () => {
  it('answers the same for known and unknown e-mails, and mails only the known one', async () => {
    await signUp(t, 'jobboard', 'forgot@example.com');
    const known = await call(t, 'POST', '/api/jobboard/auth/forgot-password', {
      email: 'Forgot@example.com',
    });
    const unknown = await call(t, 'POST', '/api/jobboard/auth/forgot-password', {
      email: 'ghost@example.com',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const sent = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'password-reset'));
    expect(sent.map((m) => m.recipient)).toEqual(['forgot@example.com']);
    expect(
      (await call(t, 'POST', '/api/jobboard/auth/forgot-password', { email: 'bad' })).status,
    ).toBe(422);
  });

  it('resets once, ends every session, and the old password stops working', async () => {
    const cookie = await signUp(t, 'jobboard', 'reset@example.com');
    await call(t, 'POST', '/api/jobboard/auth/forgot-password', { email: 'reset@example.com' });
    const older = await lastLink(t, 'reset@example.com', 'password-reset');
    await call(t, 'POST', '/api/jobboard/auth/forgot-password', { email: 'reset@example.com' });
    const link = await lastLink(t, 'reset@example.com', 'password-reset');
    const body = (l: { selector: string; token: string }, password = newPassword) => ({
      ...l,
      password,
      password_confirmation: password,
    });
    expect((await call(t, 'PUT', '/api/auth/reset-password', body(older))).status).toBe(400);
    // A refused password does not burn the link.
    const common = await call(t, 'PUT', '/api/auth/reset-password', body(link, 'password123'));
    expect(common.status).toBe(422);
    expect(
      (await call(t, 'GET', `/api/check-secure-link/reset-password/${link.selector}/${link.token}`))
        .status,
    ).toBe(200);

    const ok = await call(t, 'PUT', '/api/auth/reset-password', body(link));
    expect(ok.status).toBe(200);
    expect(
      (await call(t, 'PUT', '/api/auth/reset-password', body(link, 'yet another passphrase')))
        .status,
    ).toBe(400);
    expect(
      (await call(t, 'GET', '/api/jobboard/hospitality/me', undefined, { cookie })).status,
    ).toBe(401);
    expect(
      (
        await call(t, 'POST', '/api/jobboard/auth/login', {
          email: 'reset@example.com',
          password: strongPassword,
        })
      ).status,
    ).toBe(400);
    const login = await call(t, 'POST', '/api/jobboard/auth/login', {
      email: 'reset@example.com',
      password: newPassword,
    });
    expect(login.status).toBe(200);
    expect(sessionCookie(login)).toBeDefined();
  });

  it('expires a reset link after one hour, and resets an employer the same way', async () => {
    clock = new Date('2026-06-10T10:00:00Z');
    await signUp(t, 'ats', 'reset@resto.example');
    await call(t, 'POST', '/api/ats/auth/forgot-password', { email: 'reset@resto.example' });
    const link = await lastLink(t, 'reset@resto.example', 'password-reset');
    clock = new Date('2026-06-10T11:00:00Z');
    const late = await call(t, 'PUT', '/api/auth/reset-password', {
      ...link,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(late.status).toBe(400);
    clock = new Date('2026-06-10T11:00:01Z');
    await call(t, 'POST', '/api/ats/auth/forgot-password', { email: 'reset@resto.example' });
    const fresh = await lastLink(t, 'reset@resto.example', 'password-reset');
    const ok = await call(t, 'PUT', '/api/auth/reset-password', {
      ...fresh,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(ok.status).toBe(200);
    expect(
      (
        await call(t, 'POST', '/api/ats/auth/login', {
          email: 'reset@resto.example',
          password: newPassword,
        })
      ).status,
    ).toBe(200);
    clock = new Date('2026-06-01T10:00:00Z');
  });

  it('limits forgot-password per account and reset attempts per link', async () => {
    clock = new Date('2026-06-20T10:00:00Z');
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await call(t, 'POST', '/api/jobboard/auth/forgot-password', {
            email: 'flood@example.com',
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (await call(t, 'POST', '/api/jobboard/auth/forgot-password', { email: 'flood@example.com' }))
        .status,
    ).toBe(429);
    const guess = {
      selector: 'AAAAAAAAAAAAAAAAAAAAAA',
      token: 'B'.repeat(43),
      password: newPassword,
      password_confirmation: newPassword,
    };
    for (let i = 0; i < 5; i += 1)
      expect((await call(t, 'PUT', '/api/auth/reset-password', guess)).status).toBe(400);
    const limited = await call(t, 'PUT', '/api/auth/reset-password', guess);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    clock = new Date('2026-06-01T10:00:00Z');
  });
});

describe('guard matrix', () => {
  type Who = 'guest' | 'candidate' | 'employer' | `employer without ${string}`;
  const cookies = new Map<Who, string | undefined>();

  beforeAll(async () => {
    cookies.set('guest', undefined);
    cookies.set('candidate', await signUp(t, 'jobboard', 'matrix@example.com'));
    cookies.set('employer', await signUp(t, 'ats', 'matrix@resto.example'));
    for (const name of ['manage_candidates', 'manage_companies', 'manage_offers'] as const) {
      const email = `no-${name}@resto.example`;
      cookies.set(`employer without ${name}`, await signUp(t, 'ats', email));
      const [user] = await t.handle.db.select().from(users).where(eq(users.email, email));
      const [permission] = await t.handle.db
        .select()
        .from(permissions)
        .where(eq(permissions.name, name));
      await t.handle.db
        .delete(userPermissions)
        .where(
          and(
            eq(userPermissions.userId, user?.id ?? 0),
            eq(userPermissions.permissionId, permission?.id ?? 0),
          ),
        );
    }
  });

  const endpoints: {
    method: string;
    path: string;
    body?: unknown;
    allowed: (who: Who) => boolean;
  }[] = [
    { method: 'GET', path: '/api/jobboard/hospitality/me', allowed: (who) => who !== 'guest' },
    {
      method: 'POST',
      path: '/api/jobboard/hospitality/user/email-confirmation/resend',
      allowed: (who) => who === 'candidate',
    },
    {
      method: 'POST',
      path: '/api/jobboard/hospitality/employer/email-confirmation/resend',
      allowed: (who) => who.startsWith('employer'),
    },
    {
      method: 'PUT',
      path: '/api/ats/profile',
      body: { first_name: 'Ann', last_name: 'Roy' },
      allowed: (who) => who.startsWith('employer'),
    },
    {
      method: 'PUT',
      path: '/api/ats/auth/change-password',
      // Wrong current password: the guard is what is tested, a 422 means it let the call through.
      body: {
        current_password: 'wrong one',
        password: newPassword,
        password_confirmation: newPassword,
      },
      allowed: (who) => who.startsWith('employer'),
    },
    // The candidate profile (issue 11): candidates only. Bodies may be invalid: a 404 or 422
    // still shows the guard let the call through.
    ...(
      [
        ['POST', '/api/jobboard/hospitality/user/info', { first_name: 'Ann' }],
        ['GET', '/api/jobboard/hospitality/user/places?q=mtl'],
        ['PUT', '/api/jobboard/hospitality/user/change-password', { current_password: 'x' }],
        ['GET', '/api/jobboard/hospitality/user/documents'],
        ['POST', '/api/jobboard/hospitality/user/documents', {}],
        ['PUT', '/api/jobboard/hospitality/user/documents/1', { name: 'cv' }],
        ['DELETE', '/api/jobboard/hospitality/user/documents/1'],
        ['GET', '/api/jobboard/hospitality/user/documents/1/file'],
        ['POST', '/api/pdf-to-text', { url: '/api/jobboard/hospitality/user/documents/1/file' }],
        ['GET', '/api/jobboard/user/skills'],
        ['POST', '/api/jobboard/user/skills', { level: 1 }],
        ['GET', '/api/jobboard/user/skills/1'],
        ['PUT', '/api/jobboard/user/skills/1', { level: 1 }],
        ['DELETE', '/api/jobboard/user/skills/1'],
        ['GET', '/api/jobboard/hospitality/user/specializations'],
        ['POST', '/api/jobboard/hospitality/user/specializations', { specializations: [] }],
        ['GET', '/api/jobboard/hospitality/user/saved-offers'],
        ['PUT', '/api/jobboard/hospitality/user/saved-offers/1'],
        ['DELETE', '/api/jobboard/hospitality/user/saved-offers/1'],
        ['GET', '/api/users/get'],
        ['POST', '/api/users/create'],
        ['PUT', '/api/users/update', { preferences: {} }],
        ['PUT', '/api/users/updateOffersArray', { offers: [] }],
        ['GET', '/api/attributs/roles'],
        ['GET', '/api/jobboard/hospitality/user/data-export'],
        ['DELETE', '/api/jobboard/hospitality/user/account', { password: 'wrong password' }],
      ] as const
    ).map(([method, path, body]) => ({
      method,
      path,
      body,
      allowed: (who: Who) => who === 'candidate',
    })),
    {
      method: 'GET',
      path: '/api/probe/can-manage-candidate',
      allowed: (who) =>
        who === 'employer' || (who.startsWith('employer') && !who.endsWith('manage_candidates')),
    },
    {
      method: 'GET',
      path: '/api/probe/can-manage-company',
      allowed: (who) =>
        who === 'employer' || (who.startsWith('employer') && !who.endsWith('manage_companies')),
    },
    {
      method: 'GET',
      path: '/api/probe/can-manage-offer',
      allowed: (who) =>
        who === 'employer' || (who.startsWith('employer') && !who.endsWith('manage_offers')),
    },
    {
      method: 'GET',
      path: '/api/probe/can-publish-offer',
      allowed: (who) => who === 'employer' || who === 'employer without manage_candidates',
    },
  ];

  it('answers 401 to guests, 403 to the wrong kind or a missing permission, and lets the rest through', async () => {
    const table: string[] = [];
    for (const endpoint of endpoints) {
      for (const [who, cookie] of cookies) {
        const res = await call(t, endpoint.method, endpoint.path, endpoint.body, { cookie });
        const expected = endpoint.allowed(who) ? 'allowed' : who === 'guest' ? 401 : 403;
        const got = res.status === 401 || res.status === 403 ? res.status : 'allowed';
        table.push(
          `${endpoint.method} ${endpoint.path} as ${who}: ${got === expected ? 'ok' : `got ${res.status}`}`,
        );
        if (got !== 'allowed') {
          const body = (await res.json()) as { message: string };
          expect(body.message).toMatch(/signed in|not allowed/);
        }
      }
    }
    expect(table.filter((line) => !line.endsWith(': ok'))).toEqual([]);
    expect(table).toHaveLength(endpoints.length * 6);
  });
});
