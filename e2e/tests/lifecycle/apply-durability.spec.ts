import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { freePort } from '../../support/free-port';
import { psql } from '../../support/postgres';
import { killHard, startServer, type ServerProcess } from '../../support/server-process';

/**
 * Issue 13: applying must be impossible to lose. The server process is SIGKILLed while
 * applications are being submitted; after a restart on the same data, every application that
 * got a 2xx is there with its file. On PGlite (its folder), and on PostgreSQL too when
 * TEST_DATABASE_URL names a server (a throwaway database is created for the run).
 */
const drivers = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['pg'] : [])] as const;

async function resumePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Camille Tremblay, durability', { x: 50, y: 780, font });
  return doc.save();
}

for (const driver of drivers) {
  test(`${driver}: every application answered 2xx survives a SIGKILL of the server`, async () => {
    test.setTimeout(420_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jobboard-apply-kill-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const host = `hospitality.localhost:${port}`;
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const dbName = `jobboard_apply_kill_${process.pid}`;
    let databaseUrl = '';
    if (driver === 'pg') {
      psql(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      psql(adminUrl, `CREATE DATABASE "${dbName}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    let server: ServerProcess | null = null;
    let cookie = '';
    const call = (p: string, init: RequestInit = {}) =>
      fetch(`${base}${p}`, {
        ...init,
        headers: { host, cookie, accept: 'application/json', ...(init.headers ?? {}) },
      });
    try {
      server = await startServer(port, env);
      const login = await call('/api/jobboard/auth/login?lg=en', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'candidate@demo.jobboard.test',
          password: 'Demo passphrase 2026',
        }),
      });
      expect(login.status).toBe(200);
      cookie =
        /((?:__Host-)?jb_session=[^;]*)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const form = new FormData();
      form.set(
        'file',
        new File([new Uint8Array(await resumePdf())], 'cv.pdf', { type: 'application/pdf' }),
      );
      form.set('type', 'resume');
      const uploaded = await call('/api/jobboard/hospitality/user/documents?lg=en', {
        method: 'POST',
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const resumeId = ((await uploaded.json()) as { data: { id: number } }).data.id;

      const offerIds: number[] = [];
      for (let page = 1; page <= 6; page += 1) {
        const list = (await (
          await call(`/api/jobboard/hospitality/offers?page=${page}`)
        ).json()) as {
          data: { id: number }[];
        };
        offerIds.push(...list.data.map((o) => o.id));
      }
      expect(offerIds.length).toBeGreaterThan(40);

      // Four candidates' worth of concurrent submissions; the kill lands while some are in flight.
      const answered: number[] = [];
      const queue = [...offerIds];
      let killed = false;
      const running = server;
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          try {
            const res = await call(`/api/jobboard/hospitality/offers/${id}/apply?lg=en`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ resume: resumeId, consent: true }),
            });
            if (res.status === 201) {
              answered.push(((await res.json()) as { data: { id: number } }).data.id);
            }
          } catch {
            // The connection died with the process: no answer, no promise made.
          }
          if (!killed && answered.length >= 10) {
            killed = true;
            killHard(running.child.pid ?? 0);
          }
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      expect(killed).toBe(true);
      expect(await running.exited).toBeNull();
      expect(answered.length).toBeGreaterThanOrEqual(10);

      server = await startServer(port, env);
      const after = (await (
        await call('/api/jobboard/hospitality/user/applications?lg=en')
      ).json()) as {
        data: { id: number }[];
      };
      const stored = new Set(after.data.map((a) => a.id));
      for (const id of answered) {
        expect(stored.has(id), `application ${id}`).toBe(true);
        const file = await call(`/api/jobboard/hospitality/user/applications/${id}/resume`);
        expect(file.status, `file of application ${id}`).toBe(200);
        expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      }
    } finally {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (driver === 'pg') psql(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    }
  });
}
