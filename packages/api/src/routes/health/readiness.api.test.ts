import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { createApp } from '../../app';
import { readApiEnv } from '../../env';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ready = async (app: { request: (path: string) => Response | Promise<Response> }) => {
  const res = await app.request('/api/ready');
  return { status: res.status, body: (await res.json()) as { status: string; checks: object } };
};

describe('GET /api/ready', () => {
  it('answers 200 with each part when the database, migrations, storage and mail are in order', async () => {
    const res = await t.request('/api/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: 'ready',
      checks: {
        database: 'ok',
        migrations: 'ok',
        storage: 'ok',
        mail: 'dev-mailbox',
        shutdown: 'no',
      },
    });
  });

  it('answers 503 naming the part while the server drains, as a load balancer needs', async () => {
    t.runtime.lifecycle.draining = true;
    try {
      const res = await ready(t.app);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'not-ready', checks: { shutdown: 'draining' } });
    } finally {
      t.runtime.lifecycle.draining = false;
    }
    // Liveness is not readiness: health still answers while draining.
    expect((await t.request('/api/health')).status).toBe(200);
  });

  it('answers 503 when the schema is behind the code (a migration not applied)', async () => {
    const head = await t.handle.db.execute(
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    const row = (head as unknown as { rows: { id: number; hash: string; created_at: string }[] })
      .rows[0]!;
    await t.handle.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${row.id}`);
    try {
      const res = await ready(t.app);
      expect(res.status).toBe(503);
      expect(res.body.checks).toMatchObject({ database: 'ok', migrations: 'behind' });
    } finally {
      await t.handle.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await ready(t.app)).status).toBe(200);
  });

  it('answers 503 when uploads cannot be written', async () => {
    const broken: FileStorage = {
      put: () => Promise.reject(new Error('read-only file system')),
      get: () => Promise.resolve(null),
      delete: () => Promise.resolve(),
    };
    const app = createApp({ ...t.runtime, storage: broken });
    const res = await ready(app);
    expect(res.status).toBe(503);
    expect(res.body.checks).toMatchObject({ storage: 'failing', database: 'ok' });
  });

  it('answers 503 in production when mail has no transport (it would wait in the outbox)', async () => {
    const production = { ...t.runtime, env: readApiEnv({ NODE_ENV: 'production' }) };
    const res = await ready(createApp(production));
    expect(res.status).toBe(503);
    expect(res.body.checks).toMatchObject({ mail: 'not-configured' });
    const smtp = readApiEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:25' });
    const withSmtp = await ready(createApp({ ...t.runtime, env: smtp }));
    expect(withSmtp.body.checks).toMatchObject({ mail: 'smtp' });
    expect(withSmtp.status).toBe(200);
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === 'pg')(
  'readiness and a lost PostgreSQL database',
  () => {
    it('answers 503 while the database refuses connections, and 200 once it is back', async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = (
        (await t.handle.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows[0]!.name;
      const ident = `"${name.replace(/"/g, '""')}"`;
      try {
        expect((await ready(t.app)).status).toBe(200);
        // The database goes away as in a failover: no new connection, the open ones killed.
        await admin.query(`ALTER DATABASE ${ident} ALLOW_CONNECTIONS false`);
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        // Past the health probe's 200 ms of trust in its last round trip.
        await new Promise((resolve) => setTimeout(resolve, 250));
        const lost = await ready(t.app);
        expect(lost.status).toBe(503);
        expect(lost.body.checks).toMatchObject({ database: 'unreachable', migrations: 'unknown' });
        await admin.query(`ALTER DATABASE ${ident} ALLOW_CONNECTIONS true`);
        const back = await ready(t.app);
        expect(back.status).toBe(200);
        expect(back.body.checks).toMatchObject({ database: 'ok', migrations: 'ok' });
      } finally {
        await admin.query(`ALTER DATABASE ${ident} ALLOW_CONNECTIONS true`);
        await admin.end();
      }
    });
  },
);
