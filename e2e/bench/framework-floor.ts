/**
 * The framework's own floor for issue 44's budgets (`npm run bench:floor`, after `npm run
 * build`): a bare Next.js app of this repository's Next and React, one layout and one dynamic
 * page that renders the hospitality home page's markup as it is (every element of its body, as
 * static JSX built from the served HTML: no data, no i18n, no client component), served by
 * `next start` beside the product (one worker, page cache off). Both take the same alternated
 * rounds; printed: req/s, p95 and CPU per request of each, and each one's first-load JavaScript.
 * What the bare app cannot do on a machine, no work on this product's pages can.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { freePort } from '../support/free-port';
import { repoRoot, startServer, stopServer } from '../support/server-process';
import { benchNode } from './bench-node';
import { fetchRaw, firstLoadJsKb } from './first-load-js';
import { measureLoad } from './load';
import { table } from './table';
import { treeCpuMs } from './uncached-workers';

type Tree = string | [string, Record<string, string | boolean>, Tree[]];
/** What the bench reads of htmlparser2's nodes. */
interface ParsedNode {
  type: string;
  data?: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: ParsedNode[];
}

/** HTML attribute names React wants in camel case (the rest pass through as they are). */
const reactNames: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  datetime: 'dateTime',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  autocomplete: 'autoComplete',
  maxlength: 'maxLength',
  viewbox: 'viewBox',
  readonly: 'readOnly',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
};

/** The served body as a tree of elements and text (scripts and inline styles left out). */
function bodyTree(html: string): { tree: Tree[]; elements: number } {
  let elements = 0;
  const convert = (node: ParsedNode): Tree | null => {
    if (node.type === 'text') return node.data ?? '';
    if (node.type !== 'tag' || !node.name) return null;
    elements += 1;
    const props: Record<string, string | boolean> = {};
    for (const [name, value] of Object.entries(node.attribs ?? {})) {
      if (name === 'style') continue;
      const boolean = value === '' && !name.startsWith('data-') && !name.startsWith('aria-');
      props[reactNames[name] ?? name] = boolean ? true : value;
    }
    return [node.name, props, convertAll(node.children)];
  };
  const convertAll = (nodes: ParsedNode[] = []): Tree[] =>
    nodes.map(convert).filter((c): c is Tree => c !== null && c !== '');
  const doc = parseDocument(html.replace(/<script\b[\s\S]*?<\/script>/g, ''));
  const find = (nodes: ParsedNode[]): ParsedNode | undefined => {
    for (const n of nodes) {
      if (n.type !== 'tag') continue;
      if (n.name === 'body') return n;
      const inner = find(n.children ?? []);
      if (inner) return inner;
    }
  };
  const body = find(doc.children as unknown as ParsedNode[]);
  if (!body) throw new Error('the home page has no body');
  const tree = convertAll(body.children);
  return { tree, elements };
}

const LAYOUT = `export default function Layout({ children }) {
  return <html lang="fr"><body>{children}</body></html>;
}
`;

const PAGE = `import { createElement } from 'react';
import { connection } from 'next/server';
import tree from './tree.json';

const voids = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);
function render(node, key) {
  if (typeof node === 'string') return node;
  const [tag, props, children] = node;
  return createElement(tag, { key, ...props }, voids.has(tag) || !children.length ? undefined : children.map(render));
}

export default async function Page() {
  await connection(); // rendered on every request, as a signed-in page is
  return tree.map(render);
}
`;

/** Writes and builds the bare app inside the repository (Next and React resolve from its root). */
function buildBareApp(dir: string, tree: Tree[], node: string) {
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'app', 'layout.jsx'), LAYOUT);
  writeFileSync(path.join(dir, 'app', 'page.jsx'), PAGE);
  writeFileSync(path.join(dir, 'app', 'tree.json'), JSON.stringify(tree));
  const next = path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next');
  execFileSync(node, [next, 'build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return next;
}

async function startBare(dir: string, next: string, node: string, port: number) {
  const child = spawn(node, [next, 'start', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (let i = 0; i < 300; i += 1) {
    try {
      if (
        (await fetchRaw(`http://127.0.0.1:${port}/`, { host: `127.0.0.1:${port}` })).status === 200
      )
        return { child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the bare app did not start');
}

async function main() {
  const node = benchNode();
  const rounds = Number(process.env.BENCH_FLOOR_ROUNDS ?? 3);
  const durationS = 10;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobboard-floor-'));
  const bareDir = path.join(repoRoot, 'e2e', '.framework-floor');
  const product = await startServer(
    port,
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_CONCURRENCY: '1',
      PAGE_CACHE_TTL_MS: '0',
      LOG_LEVEL: 'warn',
    },
    node.path,
  );
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const host = `hospitality.localhost:${port}`;
    const origin = `http://127.0.0.1:${port}`;
    const home = (await fetchRaw(`${origin}/fr`, { host })).body.toString('utf8');
    const { tree, elements } = bodyTree(home);
    console.log(`floor: the home page's body has ${elements} elements; building the bare app`);
    rmSync(bareDir, { recursive: true, force: true });
    const next = buildBareApp(bareDir, tree, node.path);
    const barePort = await freePort();
    bare = await startBare(bareDir, next, node.path, barePort);
    const bareOrigin = `http://127.0.0.1:${barePort}`;
    const bareHost = `127.0.0.1:${barePort}`;
    const targets = [
      { name: 'product', url: `${origin}/fr`, host, pid: product.child.pid ?? 0 },
      { name: 'bare Next', url: `${bareOrigin}/`, host: bareHost, pid: bare.child.pid ?? 0 },
    ];
    // Warm-up: a fresh server needs some 20 s of load to reach its steady rate (uncached-workers.ts).
    for (const t of targets) await measureLoad(t.url, t.host, { durationS: 20 });
    const rows: Record<string, unknown>[] = [];
    for (let round = 1; round <= rounds; round += 1)
      for (const t of targets) {
        const before = treeCpuMs(t.pid);
        const r = await measureLoad(t.url, t.host, { durationS });
        const answered = Math.max(1, r.rps * durationS);
        const cpu = Math.round(((treeCpuMs(t.pid) - before) / answered) * 10) / 10;
        rows.push({
          app: t.name,
          round,
          rps: r.rps,
          p95: r.p95,
          cpuMsPerReq: cpu,
          non2xx: r.non2xx,
          load1: loadavg()[0]?.toFixed(2),
        });
      }
    const weight = [
      { app: 'product', ...(await firstLoadJsKb(origin, host, '/fr')) },
      { app: 'bare Next', ...(await firstLoadJsKb(bareOrigin, bareHost, '/')) },
    ];
    console.log(
      `\nThe product's uncached home page against a bare Next app rendering its markup, Node ${node.version}, one process each, autocannon ${durationS} s at 10 connections, ${rounds} alternated rounds`,
    );
    console.log(table(rows));
    console.log('\nFirst-load JavaScript (gzip, as the browser fetches it)');
    console.log(table(weight));
  } finally {
    bare?.child.kill('SIGTERM');
    await bare?.exited;
    await stopServer(product);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
