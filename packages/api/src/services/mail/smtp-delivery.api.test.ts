import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@jobboard/db/client';
import { mailOutbox } from '@jobboard/db/schema/mail';
import { createTestDatabase } from '@jobboard/db/testing';
import { simpleParser } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { boards } from '@jobboard/tenants/registry';
import { createSmtpTransport } from '../../adapters/mail/smtp-transport';
import { createSmtpSink, decodeQuotedPrintable, type SmtpSink } from '../../testing/smtp-sink';
import { enqueueMail } from './enqueue-mail';
import { mailSettings } from './mail-settings';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker';

let handle: DatabaseHandle;
let sink: SmtpSink;
let worker: OutboxWorker;
// Ahead of the database's now(), which stamps enqueued mail as due.
let clock = new Date(Date.now() + 60_000);

beforeAll(async () => {
  handle = await createTestDatabase();
  sink = await createSmtpSink();
  await sink.start();
  worker = startOutboxWorker({
    db: handle.db,
    transport: createSmtpTransport(`smtp://127.0.0.1:${sink.port}`),
    boards,
    settings: mailSettings({
      production: false,
      mailFrom: undefined,
      publicOrigin: undefined,
      smtpUrl: undefined,
      port: 3000,
    }),
    // Time is ours: backoff is checked by moving the clock, not by sleeping.
    now: () => clock,
    random: () => 0,
    baseDelayMs: 60_000,
    autoStart: false,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
});
afterAll(async () => {
  await worker.stop();
  await sink.stop();
  await handle.close();
});

const contact = (subject: string) => ({
  board: 'careers',
  to: 'hello@careers-north.example',
  locale: 'en' as const,
  template: 'contact-notification' as const,
  payload: {
    name: 'Ada <b>Lovelace</b>',
    email: 'ada@example.com',
    subject,
    message: 'Hello,\n<script>alert(1)</script> do you post part-time jobs?',
    senderLocale: 'fr' as const,
  },
});

describe('outbox delivery over real SMTP', () => {
  it('delivers a queued mail, branded and escaped, to a real SMTP server', async () => {
    await handle.db.transaction((tx) => enqueueMail(tx, contact('Part-time')));
    expect(await worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.from).toBe('no-reply@careers-north.example');
    expect(mail.to).toEqual(['hello@careers-north.example']);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toMatch(/^From: "?Careers North"? <no-reply@careers-north\.example>/m);
    expect(body).toMatch(/^Reply-To: ada@example\.com/m);
    expect(body).toMatch(/^Subject: \[Careers North\] New message: Part-time/m);
    expect(body).toMatch(/^Message-ID: <outbox-\d+\.\d+@careers\.localhost>/m);
    expect(body).toContain('multipart/alternative');
    // Plain-text part: the message as typed.
    expect(body).toContain('<script>alert(1)</script> do you post part-time jobs?');
    // HTML part: user content escaped, links from the configured origin.
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(body).toContain('src="http://careers.localhost:3000/boards/careers/logo-mail.png"');
    expect(body).not.toMatch(/<script>alert\(1\)<\/script><br>/);

    const [row] = await handle.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt?.toISOString()).toBe(clock.toISOString());
  });

  it('keeps mail queued while the server is down and delivers it exactly once after', async () => {
    await sink.stop();
    const { id } = await handle.db.transaction((tx) => enqueueMail(tx, contact('While down')));

    // The server refuses connections: the attempt fails, the mail is rescheduled, not lost.
    expect(await worker.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [waiting] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    // random() = 0: half of the 60 s base delay.
    expect(waiting?.nextAttemptAt.getTime()).toBe(clock.getTime() + 30_000);

    await sink.start();
    // Back up, but the retry is not due yet: backoff is respected.
    expect(await worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });

    clock = new Date(clock.getTime() + 30_000);
    expect(await worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    // Nothing left to send, however often the worker runs.
    expect(await worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const whileDown = sink.received.filter((m) =>
      decodeQuotedPrintable(m.raw).includes('New message: While down'),
    );
    expect(whileDown).toHaveLength(1);
    expect(sink.received).toHaveLength(2);
    const [sent] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it("carries a job-alert digest's one-click unsubscribe headers (RFC 8058) to the server", async () => {
    await handle.db.transaction((tx) =>
      enqueueMail(tx, {
        board: 'careers',
        to: 'reader@example.com',
        locale: 'en',
        template: 'job-alert-digest',
        payload: {
          alertId: 7,
          manageToken: 'manage-token',
          search: 'title=cook',
          offers: [{ id: 42, slug: 'line-cook', title: 'Line cook', company: null, city: 'Laval' }],
        },
      }),
    );
    expect(await worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    // Long header lines arrive folded (RFC 5322); unfolded they must read as sent.
    const raw = sink.received.at(-1)!.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toMatch(
      /^List-Unsubscribe: <http:\/\/careers\.localhost:3000\/api\/jobboard\/careers\/job-alerts\/7\/one-click\/manage-token>\r?$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });
  it("carries an interview invitation's .ics attachment to the server", async () => {
    await handle.db.transaction((tx) =>
      enqueueMail(tx, {
        board: 'hospitality',
        to: 'candidate@example.com',
        locale: 'en',
        template: 'interview-invitation',
        payload: {
          kind: 'invitation',
          firstName: 'Ada',
          lastName: 'Lovelace',
          candidateEmail: 'candidate@example.com',
          offerId: 42,
          offerSlug: 'line-cook',
          offerTitle: 'Line cook',
          companyName: 'Lake Inn',
          uid: 'interview-smtp@hospitality.jobboard',
          sequence: 3,
          startsAt: '2027-01-15T15:00:00.000Z',
          durationMinutes: 30,
          place: null,
          videoUrl: 'https://meet.example.com/ada',
          note: null,
          organiserName: 'Émile Roy',
          organiserEmail: 'emile@example.com',
        },
      }),
    );
    expect(await worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const parsed = await simpleParser(sink.received.at(-1)!.raw);
    expect(parsed.subject).toBe('Interview invitation: Line cook (Lake Inn)');
    const ics = parsed.attachments.find((a) => a.filename === 'interview.ics');
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.headers.get('content-type')).toMatchObject({
      value: 'text/calendar',
      params: { method: 'REQUEST' },
    });
    const event = Object.values(ical.sync.parseICS(ics!.content.toString('utf8'))).find(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    expect(event?.uid).toBe('interview-smtp@hospitality.jobboard');
    expect(event?.sequence).toBe(3);
    // 15:00 UTC in January is 10:00 in Quebec.
    expect((event?.start as (Date & { tz?: string }) | undefined)?.tz).toBe('America/Toronto');
    expect(event?.start.toISOString()).toBe('2027-01-15T15:00:00.000Z');
  });
});
