import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the production server (`npm start`'s script) on a port and data folder of the test's own. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  /** The Node binary to serve with (the bench's choice, bench-node.ts); this process's else. */
  node: string = process.execPath,
): Promise<ServerProcess> {
  const child = spawn(node, [path.join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  while (!log.includes('[server] ready')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, output: () => log, exited };
}

/** The processes `pid` started (`pgrep -P`). */
export function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there is no child.
    return [];
  }
}

/** The processes `pid` started, and theirs, recursively. */
export function descendants(pid: number): number[] {
  return childrenOf(pid).flatMap((child) => [child, ...descendants(child)]);
}

/**
 * SIGKILL the whole server, as a lost machine would: `npm start`'s script, the server it runs
 * and, with several workers, the cluster's primary and every worker. A killed parent alone would
 * leave its children serving.
 */
export function killHard(parentPid: number): void {
  const tree = [parentPid, ...descendants(parentPid)];
  for (const pid of tree.reverse()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
}

/** SIGTERM a server still running and wait for it; a no-op on one already gone. */
export async function stopServer(server: ServerProcess | null): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}
