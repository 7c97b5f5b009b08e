/**
 * npm run bench:pages — builds once, starts the production server on a fresh seeded demo, then
 * for the home, a landing, an offer and a company page of each board: autocannon (10 s, 10
 * connections; requests per second, p50/p95/p99 latency) anonymously (the page cache serves
 * them), uncompressed and with a browser's Accept-Encoding, and signed in as the demo candidate
 * (never cached: every request renders), with the server's CPU milliseconds per request; the
 * first-load JavaScript of every public route of each board; and Lighthouse (mobile preset,
 * Debian's Chromium: the four category scores, LCP, CLS, TBT), BENCH_LIGHTHOUSE_RUNS times per
 * page (default 3), with the median and every run's CLS; then issue 44's budgets of those pages
 * with pass or FAIL (page-budgets.ts: fonts, first-load JS, Lighthouse performance and LCP).
 * The servers run on a supported Node (bench-node.ts: BENCH_NODE, else this one if 22+, else
 * npm's node@24). Prints figures; it is not a test.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { candidateCookie } from './candidate-cookie';
import { benchNode } from './bench-node';
import { benchUncached, RENDER_CPU_TARGET_MS, UNCACHED_TARGET_RPS } from './uncached-workers';
import { publicRoutes } from './public-routes';
import { fetchRaw, firstLoadJsKb } from './first-load-js';
import { TARGET_KB } from './js-budget';
import { measureLoad } from './load';
import { budgetRows, measurePageBudgets } from './page-budgets';
import { table } from './table';
import { repoRoot, startServer } from '../support/server-process';

const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const chrome = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// What Chromium sends; Next answers it with gzip.
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

interface Target {
  board: string;
  name: string;
  path: string;
}

async function text(url: string, host: string): Promise<string> {
  return (await fetchRaw(url, { host, accept: 'application/json' })).body.toString('utf8');
}

async function json<T>(url: string, host: string): Promise<T> {
  return JSON.parse(await text(url, host)) as T;
}

/** The server process itself: start.mjs runs it as its child (`pgrep -P`). */
function serverPid(parent: number | undefined): number | undefined {
  if (process.env.BENCH_SERVER_PID) return Number(process.env.BENCH_SERVER_PID);
  if (!parent) return undefined;
  const children = execFileSync('pgrep', ['-P', String(parent)], { encoding: 'utf8' });
  return Number(children.split('\n').find(Boolean));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

async function sitemapPaths(origin: string, host: string): Promise<string[]> {
  const xml = await text(`${origin}/sitemap.xml`, host);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
}

async function targetsFor(origin: string, board: string, host: string): Promise<Target[]> {
  const list = await json<{ data: { id: number; slug: string }[] }>(
    `${origin}/api/jobboard/${board}/offers?lg=fr`,
    host,
  );
  const landing = (await sitemapPaths(origin, host)).find((p) =>
    /^\/fr\/emploi\/[^/]+\/[^/]+$/.test(p),
  );
  const company = (await sitemapPaths(origin, host)).find((p) =>
    /^\/fr\/entreprise\/[^/]+\/\d+$/.test(p),
  );
  const offer = list.data[0];
  return [
    { board, name: 'home', path: '/fr' },
    { board, name: 'landing', path: landing ?? '/fr' },
    { board, name: 'offer', path: offer ? `/fr/offre/${offer.slug}/${offer.id}` : '/fr' },
    { board, name: 'company', path: company ?? '/fr' },
  ];
}

function lighthouse(url: string, attempt = 1): ReturnType<typeof lighthouseOnce> {
  try {
    return lighthouseOnce(url);
  } catch (error) {
    // Lighthouse now and then loses its own trace (NO_NAVSTART, NO_FCP): run the page again.
    if (attempt >= 3) throw error;
    console.log(`lighthouse: ${(error as Error).message.split('\n')[0]}; again`);
    return lighthouse(url, attempt + 1);
  }
}

function lighthouseOnce(url: string) {
  const run = spawnSync(
    bin('lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      // Lighthouse's default configuration is the mobile preset (Moto G class device, slow 4G
      // and 4x CPU slowdown, simulated); said explicitly so a changed default cannot slip in.
      '--form-factor=mobile',
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
    // Transferred (gzipped) bytes of every script the page fetched while Lighthouse watched,
    // lazily loaded chunks included (the per-route first-load table counts the HTML's scripts).
    scriptKb: Math.round(scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024),
  };
}

/** Rows of figures as aligned text columns. */
async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('building...');
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const node = benchNode();
  console.log(`servers on Node ${node.version} (${node.reason})`);
  if (!process.argv.includes('--uncached-only')) await cachedAndWeight(node.path);
  // BENCH_UNCACHED_ROUNDS=0: no uncached section.
  const rounds = Number(process.env.BENCH_UNCACHED_ROUNDS ?? 3);
  if (rounds > 0 && !process.env.BENCH_PORT) {
    const rows = await benchUncached({ rounds, durationS: 10, node: node.path });
    console.log(
      `\nUncached pages (page cache off) on Node ${node.version}, autocannon 10 s at 10 connections, 1 worker and one per core alternated, ${rounds} rounds (target ${UNCACHED_TARGET_RPS} req/s at one worker per core; render target ${RENDER_CPU_TARGET_MS} CPU ms per request, whole server)`,
    );
    console.log(table(rows));
  }
}

async function cachedAndWeight(node: string) {
  // BENCH_PORT measures a server that is already running instead of starting one.
  const reuse = Number(process.env.BENCH_PORT) || 0;
  const port = reuse || (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobboard-bench-pages-'));
  // One worker: these figures are the page cache's and a single render path's, comparable
  // across sessions; the uncached section below measures one worker per core too.
  const server = reuse
    ? null
    : await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: '', WEB_CONCURRENCY: '1' }, node);
  const origin = `http://127.0.0.1:${port}`;
  try {
    const targets: Target[] = [];
    console.log('finding pages');
    for (const board of ['hospitality', 'careers'])
      targets.push(...(await targetsFor(origin, board, `${board}.localhost:${port}`)));
    const loadRows = [];
    const compressedRows = [];
    const uncachedRows = [];
    const pid = serverPid(server?.child.pid);
    const cookies = new Map<string, string>();
    for (const board of ['hospitality', 'careers']) {
      const host = `${board}.localhost:${port}`;
      cookies.set(host, await candidateCookie(port, host));
    }
    // The cold figure too, for the record: the first page's first 10 s of signed-in renders on
    // the freshly started server, before any warm-up.
    const [first] = targets;
    const firstHost = `${first?.board}.localhost:${port}`;
    const cold =
      first && !reuse
        ? await measureLoad(`${origin}${first.path}`, firstHost, {
            cookie: cookies.get(firstHost),
            serverPid: pid,
          })
        : undefined;
    // Every page's render path once before any figure (the JIT compiles for some seconds of
    // renders; the first page measured used to pay for it), then each again just before its
    // own signed-in run.
    console.log('warming up the signed-in renders');
    for (const t of targets) {
      const host = `${t.board}.localhost:${port}`;
      await measureLoad(`${origin}${t.path}`, host, { cookie: cookies.get(host), durationS: 3 });
    }
    for (const t of targets) {
      const host = `${t.board}.localhost:${port}`;
      // One warm-up request so the first compile/cache fill is not measured.
      console.log('measuring', t.board, t.path);
      await text(`${origin}${t.path}`, host);
      loadRows.push({
        board: t.board,
        page: t.name,
        path: t.path,
        ...(await measureLoad(`${origin}${t.path}`, host, { serverPid: pid })),
      });
      // Each cached answer gets its own CSP nonce, in the compressed body too (page-cache.ts).
      compressedRows.push({
        board: t.board,
        page: t.name,
        ...(await measureLoad(`${origin}${t.path}`, host, {
          serverPid: pid,
          acceptEncoding: BROWSER_ENCODINGS,
        })),
      });
      // Steady state, as a server that has been up for a while renders: the JIT has compiled
      // this page's render path (the first hundred renders of a fresh process cost up to twice
      // as much), and that warm-up is not what every signed-in visitor pays.
      await measureLoad(`${origin}${t.path}`, host, { cookie: cookies.get(host), durationS: 3 });
      uncachedRows.push({
        board: t.board,
        page: t.name,
        ...(await measureLoad(`${origin}${t.path}`, host, {
          cookie: cookies.get(host),
          serverPid: pid,
        })),
      });
    }
    console.log('\nautocannon, 10 s, 10 connections, anonymous: page cache on (latency in ms)');
    console.log(table(loadRows));
    console.log(`\nthe same, as browsers ask (Accept-Encoding: ${BROWSER_ENCODINGS})`);
    console.log(table(compressedRows));
    console.log(
      '\nautocannon, 10 s, 10 connections, signed in after 3 s of warm-up: every request renders (target 35 CPU ms)',
    );
    console.log(table(uncachedRows));
    if (first && cold)
      console.log(
        `(cold, the server's first 10 s of signed-in renders of ${first.board} ${first.name}: ${cold.cpuMsPerReq} CPU ms/req, ${cold.rps} req/s)`,
      );
    const jsRows = [];
    for (const board of ['hospitality', 'careers']) {
      const host = `${board}.localhost:${port}`;
      for (const r of publicRoutes(await sitemapPaths(origin, host)))
        jsRows.push({ board, ...r, ...(await firstLoadJsKb(origin, host, r.path)) });
    }
    console.log(`\nFirst-load JavaScript per public route (gzipped kB, target ${TARGET_KB})`);
    console.log(table(jsRows));
    const lhRows = [];
    // BENCH_LIGHTHOUSE_RUNS=0: load and size figures only.
    for (const t of lighthouseRuns > 0 ? targets : []) {
      const runs = Array.from({ length: lighthouseRuns }, () =>
        lighthouse(`http://${t.board}.localhost:${port}${t.path}`),
      );
      const mid = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
      lhRows.push({
        board: t.board,
        page: t.name,
        performance: mid('performance'),
        perfRuns: runs.map((r) => r.performance).join('/'),
        accessibility: Math.min(...runs.map((r) => r.accessibility)),
        bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
        seo: Math.min(...runs.map((r) => r.seo)),
        lcpMs: mid('lcpMs'),
        clsRuns: runs.map((r) => r.cls).join('/'),
        tbtMs: mid('tbtMs'),
        scriptKb: mid('scriptKb'),
      });
    }
    if (lighthouseRuns > 0)
      console.log(
        `\nLighthouse, mobile preset, ${lighthouseRuns} runs: medians; the lowest a11y/BP/SEO; each run's performance and CLS`,
      );
    if (lighthouseRuns > 0) console.log(table(lhRows));
    console.log('\nIssue 44 budgets: fonts of a first visit, first-load JS, Lighthouse (mobile)');
    console.log(table(budgetRows(await measurePageBudgets(origin, port, targets, lhRows))));
  } finally {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
