import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiEnv } from '../../env';
import { call, signUp } from '../../testing/accounts';
import { makePdf } from '../../testing/profile-files';
import { upload } from '../../testing/profile-files';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storageFromEnv } from './storage-from-env';

/**
 * The S3 path against a real S3-compatible server (s3rver, the S3 wire protocol on disk) run as
 * its own process, not a mock of the SDK.
 */
let server: ChildProcess;
let dir: string;
let t: TestApp;
const port = 4000 + Math.floor(Math.random() * 2000);

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('s3rver did not start');
}

/** Objects s3rver holds in the bucket: it keeps each object's data as a file on disk. */
async function objectFiles(): Promise<string[]> {
  const out: string[] = [];
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (full.endsWith('._S3rver_object')) out.push(path.relative(dir, full));
    }
  };
  await walk(path.join(dir, 'uploads')).catch(() => undefined);
  return out;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jobboard-s3rver-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  server = spawn(
    process.execPath,
    [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '-s', '--configure-bucket', 'uploads'],
    { stdio: 'ignore' },
  );
  await waitForServer();
  const env = readApiEnv({
    S3_BUCKET: 'uploads',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  t = await createTestApp({ env, storage: storageFromEnv(env) });
});
afterAll(async () => {
  await t.close();
  server.kill();
  await rm(dir, { recursive: true, force: true });
});

describe('documents on S3-compatible storage', () => {
  it('chooses S3 only when configured; the local folder is the default', () => {
    expect(readApiEnv({}).s3).toBeUndefined();
    expect(readApiEnv({}).uploadDir).toMatch(/\.data[/\\]uploads$/);
  });

  it('stores, serves and deletes the file in the bucket', async () => {
    const cookie = await signUp(t, 'jobboard', 's3@example.com');
    const res = await upload(
      t,
      cookie,
      { bytes: await makePdf('Stored in S3'), name: 'cv.pdf' },
      { type: 'resume' },
    );
    expect(res.status).toBe(201);
    const doc = ((await res.json()) as { data: { id: number; cdn: string; text: string } }).data;
    expect(doc.text.split('\n')[0]).toBe('Stored in S3');
    expect(await objectFiles()).toHaveLength(1);
    expect(await readdir(t.uploadDir)).toEqual([]);

    const file = await call(t, 'GET', doc.cdn, undefined, { cookie });
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const gone = await call(
      t,
      'DELETE',
      `/api/jobboard/hospitality/user/documents/${doc.id}`,
      undefined,
      { cookie },
    );
    expect(gone.status).toBe(200);
    expect(await objectFiles()).toEqual([]);
  });
});
