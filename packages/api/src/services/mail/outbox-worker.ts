import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { mailOutbox } from '@jobboard/db/schema/mail';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { MailTransport } from '../../adapters/mail/transport';
import { retryDelayMs } from './backoff';
import type { MailSettings } from './mail-settings';
import { renderOutboxMail } from './render-outbox-mail';

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  boards: readonly BoardConfig[];
  settings: MailSettings;
  /** Injected clock: tests move time forward instead of sleeping through backoff. */
  now?: () => Date;
  random?: () => number;
  pollIntervalMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  batchSize?: number;
  /** How long a claim lasts; longer than the transport's own timeouts. */
  leaseMs?: number;
  /** Sent and failed mail older than this is deleted: its payload is personal information. */
  retentionMs?: number;
  /** Set false to only deliver on drain() (tests). */
  autoStart?: boolean;
  /** Structured lines (the server's logger); each carries the outbox id and the queuing request's id. */
  log?: OutboxLog;
}

type LogFn = (fields: Record<string, unknown>, message: string) => void;
export interface OutboxLog {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

/** Console lines when no logger is given (scripts). */
const consoleLog: OutboxLog = {
  info: () => undefined,
  warn: (fields, message) => console.warn(`[mail] ${message}`, fields),
  error: (fields, message) => console.error(`[mail] ${message}`, fields),
};

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxWorker {
  /** Delivers everything due now, then resolves. Safe to call while the timer runs. */
  drain(): Promise<DrainResult>;
  /** Stops polling and waits for the delivery in progress, so the database can close after. */
  stop(): Promise<void>;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/** What a log line says of a mail: never its recipient or its contents. */
const lineOf = (row: OutboxRow) => ({
  outbox_id: row.id,
  template: row.template,
  board: row.board,
  req_id: row.requestId ?? undefined,
});

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    transport,
    now = () => new Date(),
    random = Math.random,
    pollIntervalMs = 1000,
    maxAttempts = 8,
    baseDelayMs = 30_000,
    maxDelayMs = 60 * 60_000,
    batchSize = 10,
    leaseMs = 5 * 60_000,
    retentionMs = 30 * 24 * 60 * 60_000,
    autoStart = true,
    log = consoleLog,
  } = options;

  let stopped = false;
  let lastPrune = 0;
  let timer: NodeJS.Timeout | undefined;
  // One pass at a time in this process: the timer and drain() calls queue behind each other.
  let running: Promise<DrainResult> = Promise.resolve({ sent: 0, retried: 0, failed: 0 });

  /**
   * Claim and mark in ONE statement: on PostgreSQL, SKIP LOCKED lets several instances share the
   * queue without taking the same row; on PGlite (one connection) the statement is atomic anyway.
   * A row left `sending` by a crashed worker is claimed again once its lease expires.
   */
  async function claim(at: Date): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, at)),
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, at)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: new Date(at.getTime() + leaseMs),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliver(row: OutboxRow, result: DrainResult): Promise<void> {
    try {
      const mail = renderOutboxMail(row, options.boards, options.settings);
      await transport.send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= maxAttempts;
      const at = now();
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 2000),
          nextAttemptAt: new Date(
            at.getTime() + retryDelayMs(row.attempts, { baseDelayMs, maxDelayMs, random }),
          ),
        })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')));
      const fields = { ...lineOf(row), attempts: row.attempts, error: message.slice(0, 500) };
      if (giveUp) {
        result.failed += 1;
        log.error(fields, 'mail failed for good');
      } else {
        result.retried += 1;
        log.warn(fields, 'mail attempt failed, will retry');
      }
      return;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now(), lockedUntil: null, lastError: null })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')));
    result.sent += 1;
    log.info({ ...lineOf(row), attempts: row.attempts }, 'mail sent');
  }

  /** At most hourly: finished mail is kept a while for support, then deleted. */
  async function prune(at: Date): Promise<void> {
    if (at.getTime() - lastPrune < 60 * 60_000) return;
    lastPrune = at.getTime();
    await db
      .delete(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.status, ['sent', 'failed']),
          lt(mailOutbox.createdAt, new Date(at.getTime() - retentionMs)),
        ),
      );
  }

  async function pass(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    await prune(now());
    // Batches until nothing is due; each claimed row is finished before the next claim.
    while (!stopped) {
      const rows = await claim(now());
      if (rows.length === 0) break;
      for (const row of rows) await deliver(row, result);
    }
    return result;
  }

  function drain(): Promise<DrainResult> {
    running = running.catch(() => undefined).then(pass);
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      drain()
        .catch((error: unknown) =>
          log.error(
            { error: error instanceof Error ? error.message : String(error) },
            'outbox pass failed',
          ),
        )
        .finally(schedule);
    }, pollIntervalMs);
    // The worker alone must not keep a process alive.
    timer.unref();
  }

  if (autoStart) schedule();

  return {
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
