import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '@jobboard/db/schema/mail';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clock = new Date('2026-05-04T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const post = (
  body: unknown,
  init: { host?: string; lg?: string; ip?: string; board?: string } = {},
) =>
  t.request(`/api/jobboard/${init.board ?? 'hospitality'}/contact?lg=${init.lg ?? 'fr'}`, {
    method: 'POST',
    host: init.host ?? 'hospitality.localhost',
    clientAddress: init.ip ?? '198.51.100.1',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const valid = {
  name: '  Marie Tremblay ',
  email: 'marie@example.com',
  subject: 'Partenariat',
  message: 'Bonjour, nous aimerions afficher nos postes de cuisinier.',
};

describe('POST /api/jobboard/{board}/contact', () => {
  it('stores the message and queues its mail to the board contact address together', async () => {
    const res = await post(valid, { ip: '198.51.100.10' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message:
        'Merci\u00a0! Votre message a bien été envoyé. Nous vous répondrons dès que possible.',
    });
    const [stored] = await t.handle.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      board: 'hospitality',
      locale: 'fr',
      name: 'Marie Tremblay',
      email: 'marie@example.com',
      subject: 'Partenariat',
      clientAddress: '198.51.100.10',
    });
    const [queued] = await t.handle.db.select().from(mailOutbox);
    expect(queued).toMatchObject({
      board: 'hospitality',
      recipient: 'bonjour@emplois-hotellerie.example',
      locale: 'fr',
      template: 'contact-notification',
      status: 'pending',
    });
    expect(queued?.payload).toMatchObject({ name: 'Marie Tremblay', senderLocale: 'fr' });
  });

  it('answers 422 with field errors in the request language', async () => {
    const fr = await post(
      { name: '', email: 'not-an-email', message: 'court' },
      { ip: '198.51.100.20' },
    );
    expect(fr.status).toBe(422);
    expect(await fr.json()).toEqual({
      message: 'Les données fournies sont invalides.',
      errors: {
        name: ['Ce champ est obligatoire.'],
        email: ['Entrez une adresse courriel valide.'],
        message: ['Le message doit compter au moins 10 caractères.'],
      },
    });

    const en = await post({ subject: 42 }, { lg: 'en', ip: '198.51.100.20' });
    expect(en.status).toBe(422);
    expect(await en.json()).toEqual({
      message: 'The data given is invalid.',
      errors: {
        name: ['This field is required.'],
        email: ['This field is required.'],
        subject: ['This value is invalid.'],
        message: ['This field is required.'],
      },
    });
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await post('{nope', { lg: 'en', ip: '198.51.100.30' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 413, not 500, to an oversized body', async () => {
    const res = await post(
      { ...valid, message: 'x'.repeat(70_000) },
      { lg: 'en', ip: '198.51.100.31' },
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'File size exceeded.' });
  });

  it('answers 404 when the path names another board than the host', async () => {
    const res = await post(valid, { board: 'careers', ip: '198.51.100.40' });
    expect(res.status).toBe(404);
    const careers = await post(valid, {
      board: 'careers',
      host: 'careers.localhost:3000',
      ip: '198.51.100.40',
    });
    expect(careers.status).toBe(201);
  });

  it('limits each address to 5 messages per 10 minutes, with Retry-After', async () => {
    clock = new Date('2026-05-04T10:02:00Z');
    for (let i = 0; i < 5; i += 1)
      expect((await post(valid, { ip: '203.0.113.7' })).status).toBe(201);
    const limited = await post(valid, { ip: '203.0.113.7', lg: 'en' });
    expect(limited.status).toBe(429);
    // The window opened at 10:00 and closes at 10:10.
    expect(limited.headers.get('retry-after')).toBe('480');
    expect(await limited.json()).toEqual({
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    // Another address is not affected; the same one may write again in the next window.
    expect((await post(valid, { ip: '203.0.113.8' })).status).toBe(201);
    clock = new Date('2026-05-04T10:10:00Z');
    expect((await post(valid, { ip: '203.0.113.7' })).status).toBe(201);
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const spoofed = (ip: string) =>
      t.request('/api/jobboard/hospitality/contact', {
        method: 'POST',
        clientAddress: '192.0.2.99',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(valid),
      });
    clock = new Date('2026-05-04T11:00:00Z');
    for (let i = 0; i < 5; i += 1) expect((await spoofed(`10.0.0.${i}`)).status).toBe(201);
    // Changing the claimed address does not escape the limit of the real one.
    expect((await spoofed('10.0.0.200')).status).toBe(429);
  });
});
