import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '@jobboard/api/services/auth/demo-account-list';
import {
  createSmtpSink,
  decodeQuotedPrintable,
  type SmtpSink,
} from '../../../packages/api/src/testing/smtp-sink';
import { freePort } from '../../support/free-port';
import { dropDatabase, freshDatabase, postgresUnavailable, psql } from '../../support/postgres';
import {
  killHard,
  startServer,
  stopServer,
  type ServerProcess,
} from '../../support/server-process';

/**
 * Issue 20, "two instances, one database": how the platform grows past one machine. Two server
 * processes share one PostgreSQL database (and the upload folder), as behind a load balancer.
 * What must hold: they start together (migrations and seed once), a session from one is valid
 * on the other, a limit counts across both, each outbox mail leaves once, and a SIGKILL of one
 * loses nothing it acknowledged while the other keeps serving. docs/deploy.md "Several instances".
 */
const unavailable = postgresUnavailable();
const dbName = 'two_instances';

interface Instance {
  server: ServerProcess;
  port: number;
}

test('two server processes on one PostgreSQL database share sessions, limits and the outbox', async () => {
  test.skip(unavailable !== null, unavailable ?? '');
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobboard-two-instances-'));
  const sink: SmtpSink = await createSmtpSink();
  await sink.start();
  const databaseUrl = freshDatabase(dbName);
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    // Both workers poll often, so they race for the same rows.
    MAIL_POLL_INTERVAL_MS: '100',
    TRUSTED_PROXY: 'true',
  };
  let a: Instance | null = null;
  let b: Instance | null = null;
  const call = (
    to: Instance,
    p: string,
    init: RequestInit & { cookie?: string; from?: string } = {},
  ) =>
    fetch(`http://127.0.0.1:${to.port}${p}`, {
      ...init,
      headers: {
        host: `hospitality.localhost:${to.port}`,
        accept: 'application/json',
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.from ? { 'x-forwarded-for': init.from } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  const contact = (to: Instance, from: string, token: string) =>
    call(to, '/api/jobboard/hospitality/contact?lg=en', {
      method: 'POST',
      from,
      body: JSON.stringify({ name: 'Two Instances', email: 'visitor@example.com', message: token }),
    });
  try {
    // Started together, as a deploy does: the migrations and the demo seed run once, under a lock.
    const [portA, portB] = [await freePort(), await freePort()];
    const [startedA, startedB] = await Promise.allSettled([
      startServer(portA, env),
      startServer(portB, env),
    ]);
    if (startedA.status === 'fulfilled') a = { server: startedA.value, port: portA };
    if (startedB.status === 'fulfilled') b = { server: startedB.value, port: portB };
    for (const started of [startedA, startedB])
      if (started.status === 'rejected') throw started.reason;
    if (!a || !b) throw new Error('unreachable: both started');
    for (const it of [a, b]) expect((await call(it, '/api/health')).status).toBe(200);
    // One of them seeded; the other found the data there.
    const seeders = [a, b].filter((it) => it.server.output().includes('seeded the demo data'));
    expect(seeders).toHaveLength(1);

    // A session opened on one is valid on the other (sessions live in the database).
    const login = await call(a, '/api/jobboard/auth/login?lg=en', {
      method: 'POST',
      body: JSON.stringify({ email: 'candidate@demo.jobboard.test', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie =
      /((?:__Host-)?jb_session=[^;]*)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(cookie).not.toBe('');
    expect((await call(b, '/api/jobboard/hospitality/me', { cookie })).status).toBe(200);
    expect((await call(a, '/api/jobboard/hospitality/me', { cookie })).status).toBe(200);
    // ...and closing it on B ends it on A, which keeps the sessions it resolved until the
    // database's `sessions` counter moves and reads that counter at most every
    // SEARCH_CACHE_CHECK_MS (250 ms): within that bound, not at once.
    expect(
      (await call(b, '/api/jobboard/auth/logout?lg=en', { method: 'POST', cookie })).status,
    ).toBe(200);
    const keeper = a;
    await expect
      .poll(async () => (await call(keeper, '/api/jobboard/hospitality/me', { cookie })).status, {
        intervals: [25],
        // The bound and the slack of a loaded machine; without the counter it stays 200.
        timeout: 2_000,
      })
      .toBe(401);

    // A limit counts across both: 5 contact messages per address, alternating instances.
    const limited: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await contact(i % 2 ? b : a, '198.51.100.7', `limit check ${i} of seven`);
      limited.push(res.status);
    }
    expect(limited).toEqual([201, 201, 201, 201, 201, 429, 429]);

    // Each outbox mail leaves once, though both workers poll the same table every 100 ms.
    const tokens = Array.from({ length: 12 }, (_, i) => `outbox-once-token-${i}-${Date.now()}`);
    const posted = await Promise.all(
      tokens.map((token, i) => contact(i % 2 ? b! : a!, `198.51.100.${20 + i}`, token)),
    );
    expect(posted.map((r) => r.status)).toEqual(tokens.map(() => 201));
    const countOf = (token: string) =>
      sink.received.filter((m) => decodeQuotedPrintable(m.raw).includes(token)).length;
    await expect
      .poll(() => tokens.filter((t) => countOf(t) > 0).length, { timeout: 60_000 })
      .toBe(tokens.length);
    // Several more polling rounds of both workers: nothing is sent a second time.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(tokens.map(countOf)).toEqual(tokens.map(() => 1));
    expect(
      psql(databaseUrl, "SELECT count(*) FROM mail_outbox WHERE status <> 'sent'").trim(),
    ).toBe('0');

    // SIGKILL of A while both take writes: every message acknowledged (201) by either is
    // stored, and B answers every one of its requests throughout.
    const acknowledged: string[] = [];
    const fromB: number[] = [];
    let killed = false;
    let n = 0;
    const running = a;
    const worker = async (to: Instance, rounds: number) => {
      for (let i = 0; i < rounds; i += 1) {
        n += 1;
        const token = `kill-token-${n}-${Date.now()}`;
        try {
          const res = await contact(to, `203.0.113.${n % 250}`, token);
          if (to === b) fromB.push(res.status);
          if (res.status === 201) acknowledged.push(token);
        } catch {
          // A's connection died with it: no answer, no promise made.
          if (to === b) fromB.push(0);
        }
        if (!killed && acknowledged.length >= 6) {
          killed = true;
          killHard(running.server.child.pid ?? 0);
        }
      }
    };
    await Promise.all([worker(a, 12), worker(a, 12), worker(b, 10)]);
    expect(killed).toBe(true);
    expect(await running.server.exited).toBeNull();
    expect(fromB).toEqual(fromB.map(() => 201));
    const stored = new Set(
      psql(databaseUrl, "SELECT message FROM contact_messages WHERE message LIKE 'kill-token-%'")
        .split('\n')
        .filter(Boolean),
    );
    for (const token of acknowledged) expect(stored.has(token), token).toBe(true);
    expect((await call(b, '/api/health')).status).toBe(200);
  } finally {
    await stopServer(a?.server ?? null);
    await stopServer(b?.server ?? null);
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (unavailable === null) dropDatabase(dbName);
  }
});
