import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../support/server-process';

export interface BenchNode {
  path: string;
  version: string;
  /** Why this one: said with the figures. */
  reason: string;
}

/** The first Node line the product supports (docs/production-build.md, `engines`). */
const OLDEST_SUPPORTED_MAJOR = 22;

const versionOf = (node: string) =>
  execFileSync(node, ['-p', 'process.version'], { encoding: 'utf8' }).trim();

/**
 * The Node the benches serve with: `BENCH_NODE` (a binary) when set; else the one running the
 * bench when the product supports it; else Node 24 from npm's `node@24` package, as
 * scripts/node24.sh runs it. Node 20, these machines' own, is past its end of life and renders
 * a page with about a third more CPU than Node 24 here: figures measured on it would describe a
 * runtime no deployment should use.
 */
export function benchNode(): BenchNode {
  const chosen = process.env.BENCH_NODE;
  if (chosen) return { path: chosen, version: versionOf(chosen), reason: 'BENCH_NODE' };
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= OLDEST_SUPPORTED_MAJOR)
    return { path: process.execPath, version: process.version, reason: 'the running Node' };
  try {
    // The project's one way to Node 24 (it prints a banner line first: the path is the last).
    const path = execFileSync(
      'sh',
      [join(repoRoot, 'scripts', 'node24.sh'), 'node', '-p', 'process.execPath'],
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .at(-1)!;
    return {
      path,
      version: versionOf(path),
      reason: `npm's node@24: the running ${process.version} is not supported`,
    };
  } catch {
    return {
      path: process.execPath,
      version: process.version,
      reason: `node@24 could not be fetched: the running ${process.version}, not supported`,
    };
  }
}
