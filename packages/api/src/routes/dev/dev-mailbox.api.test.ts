import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards } from '@jobboard/tenants/registry';
import { createDevMailboxTransport } from '../../adapters/mail/dev-mailbox-transport';
import { readApiEnv } from '../../env';
import { mailSettings } from '../../services/mail/mail-settings';
import { startOutboxWorker } from '../../services/mail/outbox-worker';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Summary {
  id: number;
  recipient: string;
  subject: string;
}

describe('GET /api/dev/mailbox', () => {
  it('shows the contact notification, escaped, on its own board only', async () => {
    const res = await t.request('/api/jobboard/careers/contact?lg=en', {
      method: 'POST',
      host: 'careers.localhost',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Sam <img src=x onerror=alert(1)>',
        email: 'sam@example.com',
        message: 'I would like to know your rates for featured offers.',
      }),
    });
    expect(res.status).toBe(201);
    const worker = startOutboxWorker({
      db: t.handle.db,
      transport: createDevMailboxTransport(t.handle.db),
      boards,
      settings: mailSettings(readApiEnv({})),
      autoStart: false,
    });
    expect((await worker.drain()).sent).toBe(1);
    await worker.stop();

    const list = await t.request('/api/dev/mailbox', { host: 'careers.localhost' });
    expect(list.status).toBe(200);
    const { data } = (await list.json()) as { data: Summary[] };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      recipient: 'hello@careers-north.example',
      subject: '[Careers North] New message from the contact form',
    });

    const one = await t.request(`/api/dev/mailbox/${data[0]!.id}`, { host: 'careers.localhost' });
    const mail = ((await one.json()) as { data: { html: string; text: string } }).data;
    expect(mail.html).toContain('Sam &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.text).toContain('I would like to know your rates for featured offers.');

    // The other board sees neither the list entry nor the mail itself.
    const other = await t.request('/api/dev/mailbox');
    expect(((await other.json()) as { data: Summary[] }).data).toEqual([]);
    expect((await t.request(`/api/dev/mailbox/${data[0]!.id}`)).status).toBe(404);
  });

  it('answers 404 for a bad id', async () => {
    expect((await t.request('/api/dev/mailbox/abc')).status).toBe(422);
    expect((await t.request('/api/dev/mailbox/999999')).status).toBe(404);
  });

  it('answers only loopback clients in a production build with DEV_MAILBOX=true', async () => {
    const prod = await createTestApp({
      env: readApiEnv({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }),
    });
    expect((await prod.request('/api/dev/mailbox', { clientAddress: '203.0.113.9' })).status).toBe(
      404,
    );
    expect(
      (await prod.request('/api/dev/mailbox', { clientAddress: '::ffff:127.0.0.1' })).status,
    ).toBe(200);
    expect((await prod.request('/api/dev/mailbox', { clientAddress: '::1' })).status).toBe(200);
    await prod.close();
  }, 60_000);

  it('does not exist with SMTP, with DEV_MAILBOX=false, or in production unless asked for', async () => {
    for (const env of [
      { SMTP_URL: 'smtp://127.0.0.1:2525' },
      { DEV_MAILBOX: 'false' },
      // Issue 20: a production build without SMTP served it to every loopback client, which is
      // every client behind a same-host reverse proxy. Now it takes DEV_MAILBOX=true.
      { NODE_ENV: 'production' },
    ]) {
      const off = await createTestApp({ env: readApiEnv(env) });
      for (const path of ['/api/dev/mailbox', '/api/dev/mailbox/1'])
        expect((await off.request(path, { clientAddress: '127.0.0.1' })).status).toBe(404);
      await off.close();
    }
  }, 120_000);
});
