/**
 * npm run bench:pages — builds once, starts the production server on a fresh seeded demo, then
 * for the home, a landing and an offer page of each board: autocannon (10 s, 10 connections)
 * and Lighthouse (mobile preset, Debian's Chromium). Prints figures; it is not a test.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { repoRoot, startServer } from '../support/server-process';

const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const chrome = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

interface Target {
  board: string;
  name: string;
  path: string;
}

/** node:http, because fetch() does not let a caller set the Host header the board comes from. */
function text(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // No pooled socket: one the server has just closed after a load run would reset.
    get(url, { agent: false, headers: { host, accept: 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

async function json<T>(url: string, host: string): Promise<T> {
  return JSON.parse(await text(url, host)) as T;
}

async function targetsFor(origin: string, board: string, host: string): Promise<Target[]> {
  const list = await json<{ data: { id: number; slug: string }[] }>(
    `${origin}/api/jobboard/${board}/offers?lg=fr`,
    host,
  );
  const xml = await text(`${origin}/sitemap.xml`, host);
  const landing = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? '/').pathname)
    .find((p) => /^\/fr\/emploi\/[^/]+\/[^/]+$/.test(p));
  const offer = list.data[0];
  return [
    { board, name: 'home', path: '/fr' },
    { board, name: 'landing', path: landing ?? '/fr' },
    { board, name: 'offer', path: offer ? `/fr/offre/${offer.slug}/${offer.id}` : '/fr' },
  ];
}

function load(origin: string, host: string, target: Target) {
  try {
    return measure(origin, host, target);
  } catch (error) {
    // autocannon dies on a connection the server resets; keep the other figures.
    return { error: String(error).split('\n')[0] };
  }
}

function measure(origin: string, host: string, target: Target) {
  const out = execFileSync(
    bin('autocannon'),
    ['-c', '10', '-d', '10', '-j', '-H', `Host=${host}`, `${origin}${target.path}`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const r = JSON.parse(out) as {
    requests: { average: number };
    latency: { p50: number; p90: number; p97_5: number; p99: number };
    non2xx: number;
  };
  const { p50, p90, p97_5, p99 } = r.latency;
  return { rps: r.requests.average, p50, p90, p97_5, p99, non2xx: r.non2xx };
}

function lighthouse(url: string) {
  const run = spawnSync(
    bin('lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: chrome },
    },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed: ${run.stderr}`);
  const lhr = JSON.parse(run.stdout) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<
      string,
      {
        numericValue?: number;
        details?: { items?: { resourceType?: string; transferSize?: number }[] };
      }
    >;
  };
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (i) => i.resourceType === 'Script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    // Transferred (gzipped) bytes of every script the first load fetched.
    firstLoadJsKb: Math.round(scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024),
  };
}

/** Rows of figures as aligned text columns. */
function table(rows: Record<string, unknown>[]): string {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cells = [keys, ...rows.map((r) => keys.map((k) => String(r[k] ?? '')))];
  const widths = keys.map((_, i) => Math.max(...cells.map((c) => (c[i] ?? '').length)));
  return cells.map((c) => c.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ')).join('\n');
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('building...');
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  // BENCH_PORT measures a server that is already running instead of starting one.
  const reuse = Number(process.env.BENCH_PORT) || 0;
  const port = reuse || (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobboard-bench-pages-'));
  const server = reuse ? null : await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: '' });
  const origin = `http://127.0.0.1:${port}`;
  try {
    const targets: Target[] = [];
    console.log('finding pages');
    for (const board of ['hospitality', 'careers'])
      targets.push(...(await targetsFor(origin, board, `${board}.localhost:${port}`)));
    const loadRows = [];
    for (const t of targets) {
      const host = `${t.board}.localhost:${port}`;
      // One warm-up request so the first compile/cache fill is not measured.
      console.log('measuring', t.board, t.path);
      await text(`${origin}${t.path}`, host);
      loadRows.push({ board: t.board, page: t.name, path: t.path, ...load(origin, host, t) });
    }
    console.log('\nautocannon, 10 s, 10 connections (latency in ms; autocannon has no p95)');
    console.log(table(loadRows));
    const lhRows = [];
    for (const t of targets)
      lhRows.push({
        board: t.board,
        page: t.name,
        ...lighthouse(`http://${t.board}.localhost:${port}${t.path}`),
      });
    console.log('\nLighthouse, mobile preset');
    console.log(table(lhRows));
  } finally {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
