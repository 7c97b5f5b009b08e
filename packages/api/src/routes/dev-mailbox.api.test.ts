import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards } from '@jobboard/tenants/registry';
import { createDevMailboxTransport } from '../adapters/mail/dev-mailbox-transport';
import { readApiEnv } from '../env';
import { mailSettings } from '../services/mail/mail-settings';
import { startOutboxWorker } from '../services/mail/outbox-worker';
import { createTestApp, type TestApp } from '../testing/test-app';

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

  it('does not exist when SMTP is configured or DEV_MAILBOX=false', async () => {
    for (const env of [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, { DEV_MAILBOX: 'false' }]) {
      const off = await createTestApp({ env: readApiEnv(env) });
      expect((await off.request('/api/dev/mailbox')).status).toBe(404);
      expect((await off.request('/api/dev/mailbox/1')).status).toBe(404);
      await off.close();
    }
  });
});
