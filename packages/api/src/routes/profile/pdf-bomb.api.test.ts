import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBody, strongPassword } from '../../testing/accounts';
import { flateBombPdf, pageTreeBombPdf } from '../../testing/pdf-bombs';
import { makePdf } from '../../testing/profile-files';

/**
 * Issue 46, item 32: hostile PDFs against a real server process, measured from outside. A 0.8 MB
 * PDF whose content stream inflates to 400 MB took the server from 370 to 1,193 MB and held its
 * request 15 s; four at once reached 2,330 MB. The memory counted is the server's and its child
 * processes' together: parsing in a child must bound the parse, not hide it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../../..');
const main = path.resolve(here, '../../testing/api-server-main.ts');

let server: ChildProcess;
let port = 0;
let cookie = '';
let flateBomb: Uint8Array;
let treeBomb: Uint8Array;

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function send(
  method: string,
  urlPath: string,
  o: { headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        port,
        host: '127.0.0.1',
        method,
        path: urlPath,
        headers: { host: 'hospitality.localhost', accept: 'application/json', ...o.headers },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    req.end(o.body);
  });
}

const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(value)),
});

async function uploadPdf(bytes: Uint8Array, name: string): Promise<Answer> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
  form.set('type', 'resume');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return send('POST', '/api/jobboard/hospitality/user/documents?lg=en', {
    headers: { cookie, 'content-type': encoded.headers.get('content-type') ?? '' },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** The pids of a process and all its descendants, from Linux's /proc. */
async function processTree(root: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The command name may hold spaces: the fields after its closing parenthesis are fixed.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) parents.set(Number(entry), ppid);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  }
  return tree;
}

/** Resident memory (MB) of these processes together. */
async function rssMb(pids: number[]): Promise<number> {
  let kb = 0;
  for (const pid of pids) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  }
  return kb / 1024;
}

/** Samples the server's memory and its health check's latency until `run` settles. */
async function measure<T>(run: () => Promise<T>) {
  const root = server.pid ?? 0;
  // The tree is listed a few times a second and its memory read often: listing /proc is the
  // costly part, and the prober below shares this process's event loop.
  let pids = await processTree(root);
  const idleProcesses = pids.length;
  const before = await rssMb(pids);
  let peak = before;
  const health: number[] = [];
  let done = false;
  const sampling = (async () => {
    for (let i = 0; !done; i++) {
      if (i % 10 === 0) pids = await processTree(root);
      peak = Math.max(peak, await rssMb(pids));
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const probing = (async () => {
    while (!done) {
      const answer = await send('GET', '/api/health').catch(() => null);
      if (done) break;
      expect(answer?.status).toBe(200);
      health.push(answer?.ms ?? Infinity);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    const result = await run();
    // The parse may go on after the answer: measure until its process is gone.
    for (let i = 0; i < 150 && (await processTree(root)).length > idleProcesses; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    return { result, growthMb: peak - before, health };
  } finally {
    done = true;
    await Promise.all([sampling, probing]);
  }
}

beforeAll(async () => {
  [flateBomb, treeBomb] = await Promise.all([flateBombPdf(400), pageTreeBombPdf(200_000)]);
  server = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: repoRoot,
    env: { ...process.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  port = await new Promise<number>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const found = /\[api-server\] listening on (\d+)/.exec(log);
      if (found) resolve(Number(found[1]));
    });
    server.on('exit', (code) => reject(new Error(`API server exited (${code}):\n${log}`)));
  });
  const email = 'bomb@example.com';
  expect((await send('POST', '/api/jobboard/signup?lg=en', json(signupBody(email)))).status).toBe(
    202,
  );
  const login = await new Promise<string>((resolve, reject) => {
    const req = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/jobboard/auth/login?lg=en',
        headers: { host: 'hospitality.localhost', 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        const set = res.headers['set-cookie'] ?? [];
        resolve(/(jb_session=[^;]*)/.exec(set.join(','))?.[1] ?? '');
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ email, password: strongPassword }));
  });
  cookie = login;
  expect(cookie).not.toBe('');
  // A first parse warms the server (modules, caches): what follows is the bombs' own cost.
  const warm = await uploadPdf(await makePdf('Alice Martin'), 'warm.pdf');
  expect(warm.status).toBe(201);
}, 180_000);

afterAll(() => {
  server?.kill('SIGKILL');
});

describe('PDF bombs against a running server (issue 46, item 32)', () => {
  it('one flate bomb, one 200,000-page tree, then four flate bombs at once: memory stays bounded and health answers', async () => {
    const flate = await measure(() => uploadPdf(flateBomb, 'bomb.pdf'));
    const tree = await measure(() => uploadPdf(treeBomb, 'pages.pdf'));
    const four = await measure(() =>
      Promise.all(Array.from({ length: 4 }, (_, i) => uploadPdf(flateBomb, `bomb-${i}.pdf`))),
    );
    const health = [...flate.health, ...tree.health, ...four.health].sort((a, b) => a - b);
    const figures = {
      flate: { growthMb: Math.round(flate.growthMb), answerMs: Math.round(flate.result.ms) },
      tree: { growthMb: Math.round(tree.growthMb), answerMs: Math.round(tree.result.ms) },
      four: {
        growthMb: Math.round(four.growthMb),
        answerMs: four.result.map((r) => Math.round(r.ms)),
      },
      health: {
        checks: health.length,
        medianMs: Math.round(health[Math.floor(health.length / 2)] ?? 0),
        p95Ms: Math.round(health[Math.floor(health.length * 0.95)] ?? 0),
        slowestMs: Math.round(health.at(-1) ?? 0),
      },
    };
    console.log(`[pdf-bomb] ${JSON.stringify(figures)}`);

    // The document is kept (without text), as for any PDF that cannot be read.
    expect(flate.result.status, flate.result.body).toBe(201);
    expect(tree.result.status, tree.result.body).toBe(201);
    for (const answer of four.result) expect(answer.status, answer.body).toBe(201);
    // No upload waits on its parse (it held the request 15 s): 4 s for the text at most.
    for (const ms of [figures.flate.answerMs, figures.tree.answerMs, ...figures.four.answerMs]) {
      expect(ms).toBeLessThan(8_000);
    }
    expect(figures.flate.growthMb).toBeLessThan(300);
    expect(figures.tree.growthMb).toBeLessThan(300);
    expect(figures.four.growthMb).toBeLessThan(600);
    // The server is never held: no check waits on a parse (up to 15 s each). A shared machine's
    // scheduler alone stalls any process now and then (measured idle here: 50 to 250 ms, at
    // times over a second, at a load of 10 on 2 cores), so the 200 ms bound is on 95 % of the
    // checks, and the slowest must stay well under a parse's time.
    expect(figures.health.p95Ms).toBeLessThan(200);
    expect(figures.health.slowestMs).toBeLessThan(3_000);
  }, 180_000);
});
