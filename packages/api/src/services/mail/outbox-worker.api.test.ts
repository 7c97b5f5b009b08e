import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@jobboard/db/client';
import { devMailbox, mailOutbox } from '@jobboard/db/schema/mail';
import { createTestDatabase } from '@jobboard/db/testing';
import { boards } from '@jobboard/tenants/registry';
import { createDevMailboxTransport } from '../../adapters/mail/dev-mailbox-transport';
import type { MailTransport, OutgoingMail } from '../../adapters/mail/transport';
import { enqueueMail } from './enqueue-mail';
import { mailSettings } from './mail-settings';
import { startOutboxWorker, type OutboxWorkerOptions } from './outbox-worker';

let handle: DatabaseHandle;
let clock: Date;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  await handle.db.delete(devMailbox);
  clock = new Date(Date.now() + 60_000);
});

const settings = mailSettings({
  production: false,
  mailFrom: undefined,
  publicOrigin: undefined,
  smtpUrl: undefined,
  port: 3000,
});
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const worker = (transport: MailTransport, extra: Partial<OutboxWorkerOptions> = {}) =>
  startOutboxWorker({
    db: handle.db,
    transport,
    boards,
    settings,
    now: () => clock,
    random: () => 0,
    autoStart: false,
    log: quiet,
    ...extra,
  });

const contact = (board = 'hospitality', message = 'Bonjour, je cherche un poste de plongeur.') => ({
  board,
  to:
    board === 'hospitality' ? 'bonjour@emplois-hotellerie.example' : 'hello@careers-north.example',
  locale: board === 'hospitality' ? ('fr' as const) : ('en' as const),
  template: 'contact-notification' as const,
  payload: {
    name: 'Zoé',
    email: 'zoe@example.com',
    subject: null,
    message,
    senderLocale: 'fr' as const,
  },
});

describe('outbox worker', () => {
  it('stores nothing when the transaction that enqueued the mail rolls back', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueMail(tx, contact());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('delivers to the dev mailbox in the recipient language, branded for the board', async () => {
    await enqueueMail(handle.db, contact());
    const w = worker(createDevMailboxTransport(handle.db));
    expect(await w.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = await handle.db.select().from(devMailbox);
    expect(mail).toMatchObject({
      board: 'hospitality',
      recipient: 'bonjour@emplois-hotellerie.example',
      sender: '"Emplois Hôtellerie Québec" <no-reply@emplois-hotellerie.example>',
      replyTo: 'zoe@example.com',
      subject: '[Emplois Hôtellerie Québec] Nouveau message du formulaire de contact',
    });
    expect(mail?.html).toContain('<html lang="fr-CA">');
    expect(mail?.html).toContain('#9b2335');
    expect(mail?.text).toContain('Bonjour, je cherche un poste de plongeur.');
    expect(mail?.text).toContain('http://hospitality.localhost:3000/fr');
    await w.stop();
  });

  it('retries with growing delays, then gives up and marks the mail failed', async () => {
    const attempts: OutgoingMail[] = [];
    const broken: MailTransport = {
      send: async (mail) => {
        attempts.push(mail);
        throw new Error('451 try again later');
      },
    };
    const w = worker(broken, { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 60_000 });
    const { id } = await enqueueMail(handle.db, contact());
    const row = async () =>
      (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

    expect(await w.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await row()).nextAttemptAt.getTime() - clock.getTime()).toBe(500);
    clock = new Date(clock.getTime() + 500);
    expect(await w.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await row()).nextAttemptAt.getTime() - clock.getTime()).toBe(1000);
    clock = new Date(clock.getTime() + 1000);
    expect(await w.drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await row()).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: '451 try again later',
    });

    clock = new Date(clock.getTime() + 3_600_000);
    expect(await w.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(attempts).toHaveLength(3);
    // Every attempt carried the same Message-ID, so a receiver can tell a repeat.
    expect(new Set(attempts.map((m) => m.messageId)).size).toBe(1);
    await w.stop();
  });

  it('picks up mail a crashed worker left claimed, once its lease expires', async () => {
    const { id } = await enqueueMail(handle.db, contact());
    await handle.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(clock.getTime() + 10_000) })
      .where(eq(mailOutbox.id, id));
    const w = worker(createDevMailboxTransport(handle.db));
    expect(await w.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock = new Date(clock.getTime() + 10_001);
    expect(await w.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    await w.stop();
  });

  it('never sends a mail twice when two workers drain at the same time', async () => {
    for (let i = 0; i < 12; i += 1)
      await enqueueMail(handle.db, contact('careers', `Message number ${i}`));
    const seen: string[] = [];
    const slow: MailTransport = {
      send: async (mail) => {
        seen.push(mail.messageId);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const a = worker(slow, { batchSize: 3 });
    const b = worker(slow, { batchSize: 3 });
    const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
    expect(ra.sent + rb.sent).toBe(12);
    expect(new Set(seen).size).toBe(12);
    expect(seen).toHaveLength(12);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('deletes finished mail once it is older than the retention period', async () => {
    const old = new Date(clock.getTime() - 31 * 24 * 60 * 60_000);
    const recent = new Date(clock.getTime() - 24 * 60 * 60_000);
    const { id: oldSent } = await enqueueMail(handle.db, contact());
    const { id: oldPending } = await enqueueMail(handle.db, contact());
    const { id: recentSent } = await enqueueMail(handle.db, contact());
    await handle.db
      .update(mailOutbox)
      .set({ status: 'sent', createdAt: old })
      .where(eq(mailOutbox.id, oldSent));
    await handle.db
      .update(mailOutbox)
      .set({ createdAt: old, nextAttemptAt: new Date(clock.getTime() + 60_000) })
      .where(eq(mailOutbox.id, oldPending));
    await handle.db
      .update(mailOutbox)
      .set({ status: 'sent', createdAt: recent })
      .where(eq(mailOutbox.id, recentSent));
    const w = worker(createDevMailboxTransport(handle.db));
    await w.drain();
    const left = await handle.db.select({ id: mailOutbox.id }).from(mailOutbox);
    // Mail still waiting to go out is never deleted, however old.
    expect(left.map((r) => r.id).sort()).toEqual([oldPending, recentSent].sort());
    await w.stop();
  });

  it('stops polling on stop() and waits for the delivery in progress', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sending: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (sending = resolve));
    const held: MailTransport = {
      send: () => {
        sending();
        return gate;
      },
    };
    await enqueueMail(handle.db, contact());
    const w = worker(held);
    const pass = w.drain();
    await started;
    let stopped = false;
    const stopping = w.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await pass).toEqual({ sent: 1, retried: 0, failed: 0 });
  });
});
