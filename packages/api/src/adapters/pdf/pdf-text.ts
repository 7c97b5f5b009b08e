import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '@jobboard/db/repo-root';
import { DomainError } from '../../errors';
import { boundedQueue } from './bounded-queue';

export interface PdfText {
  text: string;
  pages: number;
  info: Record<string, unknown>;
}

export interface PdfTextLimits {
  timeoutMs: number;
  /** V8 heap of the parsing process. */
  maxHeapMb: number;
  /** Resident memory of the parsing process, heap and ArrayBuffers together. */
  maxRssMb: number;
  /** Parses at once; each is a process of its own. */
  concurrency: number;
  /** Parses waiting for a turn; one more is refused (503). */
  maxWaiting: number;
}

/**
 * Starts (or queues) the parse of a PDF. When the queue is full it throws the 503 at once,
 * synchronously, so a caller can refuse an upload before writing anything.
 */
export type PdfTextExtractor = (bytes: Uint8Array) => Promise<PdfText>;

const defaults: PdfTextLimits = {
  timeoutMs: 15_000,
  maxHeapMb: 96,
  maxRssMb: 160,
  concurrency: 2,
  maxWaiting: 6,
};

/** How often the parent reads the child's resident memory: pdf.js inflates about 1 MB a ms. */
const WATCH_MS = 10;

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

/**
 * Extracts text, page count and info of a PDF with unpdf (pdf.js) in a child process with a
 * hard memory bound: V8's heap limit for the JavaScript objects, and the parent's watch of its
 * resident memory (Linux `/proc`) for the inflated streams, which live outside that heap. A
 * parse past either bound, or past its time, is killed. The child file is found from the
 * repository root at run time rather than through the bundler, so the same file serves Vitest
 * and the Next server.
 */
export function pdfTextExtractor(limits: Partial<PdfTextLimits> = {}): PdfTextExtractor {
  const settings = { ...defaults, ...limits };
  const file = path.join(
    /* turbopackIgnore: true */ findRepoRoot(),
    'packages/api/src/adapters/pdf/pdf-text-child.mjs',
  );
  const queue = boundedQueue(settings.concurrency, settings.maxWaiting);
  return (bytes) => {
    const parse = queue.admit(() => parseInChild(file, bytes, settings));
    if (!parse) {
      throw new DomainError('unavailable', {
        messageKey: 'pdf_parsers_busy',
        retryAfterSeconds: Math.ceil(settings.timeoutMs / 1000),
      });
    }
    return parse;
  };
}

function parseInChild(file: string, bytes: Uint8Array, limits: PdfTextLimits): Promise<PdfText> {
  return new Promise<PdfText>((resolve, reject) => {
    const child = fork(file, [], {
      execArgv: [`--max-old-space-size=${limits.maxHeapMb}`, '--max-semi-space-size=8'],
      // Structured clone: the bytes go over as bytes, not as a JSON array of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
    });
    try {
      // The server's own requests go first when parses take the cores.
      if (child.pid !== undefined) setPriority(child.pid, 19);
    } catch {
      // Not permitted here: the parse runs at the server's priority.
    }
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      if (child.exitCode === null) child.kill('SIGKILL');
      fn();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`PDF parsing took over ${limits.timeoutMs} ms`))),
      limits.timeoutMs,
    );
    let reading = false;
    const watch = setInterval(() => {
      if (reading || child.pid === undefined) return;
      reading = true;
      residentMb(child.pid)
        .then((mb) => {
          if (mb > limits.maxRssMb) {
            finish(() => reject(new Error(`PDF parsing used over ${limits.maxRssMb} MB`)));
          }
        })
        // No /proc (not Linux) or the child just ended: the heap limit and the time still hold.
        .catch(() => undefined)
        .finally(() => (reading = false));
    }, WATCH_MS);
    child.on('message', (message: { ok: boolean; result?: PdfText; error?: string }) =>
      finish(() =>
        message.ok && message.result
          ? resolve(message.result)
          : reject(new Error(message.error ?? 'PDF parsing failed')),
      ),
    );
    child.on('error', (error) => finish(() => reject(error)));
    child.on('exit', (code, signal) =>
      finish(() => reject(new Error(`PDF parser exited with ${signal ?? `code ${code}`}`))),
    );
    child.send(bytes);
  });
}
