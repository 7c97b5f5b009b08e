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
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], {
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

/**
 * SIGKILL the server itself: `npm start`'s script runs it as its child, and a killed parent
 * would leave it serving.
 */
export function killHard(parentPid: number): void {
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(parentPid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there is no child: only the parent to kill.
  }
  for (const pid of children) process.kill(pid, 'SIGKILL');
  process.kill(parentPid, 'SIGKILL');
}

/** SIGTERM a server still running and wait for it; a no-op on one already gone. */
export async function stopServer(server: ServerProcess | null): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}
