import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards } from '@jobboard/tenants/registry';
import type { MailTransport } from '../../adapters/mail/transport';
import { createLogger } from '../../logging/logger';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { mailSettings } from './mail-settings';
import { startOutboxWorker } from './outbox-worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A logger writing JSON lines to memory. */
function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info', destination }) };
}

describe('a mail queued by a request', () => {
  it("is logged by the outbox worker with that request's id, and without its recipient", async () => {
    const res = await t.request('/api/jobboard/hospitality/contact?lg=fr', {
      method: 'POST',
      clientAddress: '198.51.100.77',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-contact-42' },
      body: JSON.stringify({
        name: 'Marie Tremblay',
        email: 'marie.secret@example.com',
        subject: 'Partenariat',
        message: 'Bonjour, nous aimerions afficher nos postes de cuisinier.',
      }),
    });
    expect(res.status).toBeLessThan(300);
    const { lines, logger } = memoryLogger();
    const sent: string[] = [];
    const transport: MailTransport = {
      send: (mail) => {
        sent.push(mail.to);
        return Promise.resolve();
      },
    };
    const worker = startOutboxWorker({
      db: t.handle.db,
      transport,
      boards,
      settings: mailSettings({
        production: false,
        mailFrom: undefined,
        publicOrigin: undefined,
        smtpUrl: undefined,
        port: 3000,
      }),
      now: () => new Date(Date.now() + 60_000),
      autoStart: false,
      log: logger.child({ job: 'mail' }),
    });
    await worker.drain();
    await worker.stop();
    expect(sent.length).toBeGreaterThan(0);
    const line = lines.find((l) => l.msg === 'mail sent');
    expect(line).toMatchObject({
      job: 'mail',
      req_id: 'req-contact-42',
      template: expect.any(String),
    });
    expect(JSON.stringify(lines)).not.toContain('marie.secret');
  });
});
