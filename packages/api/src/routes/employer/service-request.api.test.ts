import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { call, signUp } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let employer: string;
let candidate: string;
let careersEmployer: string;

beforeAll(async () => {
  t = await createTestApp();
  employer = await signUp(t, 'ats', 'chef@resto.example');
  candidate = await signUp(t, 'jobboard', 'cand@example.com');
  // A session belongs to the host it was opened on.
  careersEmployer = await signUp(t, 'ats', 'rh@careers.example', { host: 'careers.localhost' });
});
afterAll(() => t.close());

const path = (board: string) => `/api/jobboard/${board}/employer/service-request`;

describe('employer service request', () => {
  it('reaches the board team through the outbox, in the board’s service wording', async () => {
    const res = await call(
      t,
      'POST',
      path('hospitality'),
      { message: 'Two servers for Saturday night, please.', phone: '514-555-0100' },
      { cookie: employer, lg: 'fr' },
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Merci\u00a0!/);
    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'service-request-notification'))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.payload).toMatchObject({
      service: 'staffing',
      email: 'chef@resto.example',
      team: expect.any(String),
      phone: '514-555-0100',
      message: 'Two servers for Saturday night, please.',
      senderLocale: 'fr',
    });

    const careers = await call(
      t,
      'POST',
      path('careers'),
      { message: 'A sous-chef for our new restaurant.' },
      { cookie: careersEmployer, host: 'careers.localhost' },
    );
    expect(careers.status).toBe(201);
    const [second] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'service-request-notification'))
      .orderBy(desc(mailOutbox.id));
    expect(second?.payload).toMatchObject({ service: 'recruitment', phone: null });
  });

  it('refuses guests, candidates and an empty message', async () => {
    const body = { message: 'Two servers for Saturday night.' };
    expect((await call(t, 'POST', path('hospitality'), body)).status).toBe(401);
    expect((await call(t, 'POST', path('hospitality'), body, { cookie: candidate })).status).toBe(
      403,
    );
    const empty = await call(
      t,
      'POST',
      path('hospitality'),
      { message: 'short' },
      { cookie: employer },
    );
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { errors: Record<string, string[]> }).errors.message).toEqual([
      'The message must be at least 10 characters.',
    ]);
  });
});
