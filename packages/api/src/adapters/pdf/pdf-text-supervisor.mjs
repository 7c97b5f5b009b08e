// The one process the server forks for PDF parsing (see pdf-text.ts): it forks a child per parse
// (pdf-text-child.mjs), watches its resident memory and time, and kills it past either. Forking
// from here rather than from the server matters: fork() copies the parent's page tables, which
// blocked a server of several hundred MB for 50 to 300 ms per upload; this process is small.
// It imports nothing but Node's built-ins, and ends with the server (its IPC channel closes).
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const childFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pdf-text-child.mjs');
// How often the child's resident memory is read: pdf.js inflates about a megabyte a millisecond.
const WATCH_MS = 10;

async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

function parse(bytes, limits) {
  return new Promise((resolve) => {
    const child = fork(childFile, [], {
      execArgv: [`--max-old-space-size=${limits.maxHeapMb}`, '--max-semi-space-size=8'],
      // Structured clone: the bytes go over as bytes, not as a JSON array of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
    });
    try {
      // The server's own requests go first when parses take the cores.
      setPriority(child.pid, 19);
    } catch {
      // Not permitted here: the parse runs at this process's priority.
    }
    let settled = false;
    const finish = (answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      if (child.exitCode === null) child.kill('SIGKILL');
      resolve(answer);
    };
    const timer = setTimeout(
      () => finish({ ok: false, error: `PDF parsing took over ${limits.timeoutMs} ms` }),
      limits.timeoutMs,
    );
    let reading = false;
    const watch = setInterval(() => {
      if (reading) return;
      reading = true;
      residentMb(child.pid)
        .then((mb) => {
          if (mb > limits.maxRssMb) {
            finish({ ok: false, error: `PDF parsing used over ${limits.maxRssMb} MB` });
          }
        })
        // No /proc (not Linux) or the child just ended: the heap limit and the time still hold.
        .catch(() => undefined)
        .finally(() => (reading = false));
    }, WATCH_MS);
    child.on('message', finish);
    child.on('error', (error) => finish({ ok: false, error: String(error?.message ?? error) }));
    child.on('exit', (code, signal) =>
      finish({ ok: false, error: `PDF parser exited with ${signal ?? `code ${code}`}` }),
    );
    child.send(bytes);
  });
}

process.on('message', ({ id, bytes, limits }) => {
  void parse(bytes, limits).then((answer) => process.send({ id, ...answer }));
});
process.on('disconnect', () => process.exit(0));
