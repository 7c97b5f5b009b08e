import { fork, type ChildProcess } from 'node:child_process';
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

interface Answer {
  id: number;
  ok: boolean;
  result?: PdfText;
  error?: string;
}

/**
 * Extracts text, page count and info of a PDF with unpdf (pdf.js) in a child process with a
 * hard memory bound: V8's heap limit for the JavaScript objects, and a watch of its resident
 * memory (Linux `/proc`) for the inflated streams, which live outside that heap. A parse past
 * either bound, or past its time, is killed. The children are forked by one small supervisor
 * process (pdf-text-supervisor.mjs), started on the first parse, because a fork from the server
 * itself stalled it. The files are found from the repository root at run time rather than
 * through the bundler, so the same files serve Vitest and the Next server.
 */
export function pdfTextExtractor(limits: Partial<PdfTextLimits> = {}): PdfTextExtractor {
  const settings = { ...defaults, ...limits };
  const file = path.join(
    /* turbopackIgnore: true */ findRepoRoot(),
    'packages/api/src/adapters/pdf/pdf-text-supervisor.mjs',
  );
  const queue = boundedQueue(settings.concurrency, settings.maxWaiting);
  const waiting = new Map<number, (answer: Answer) => void>();
  let supervisor: ChildProcess | null = null;
  let nextId = 0;

  const start = (): ChildProcess => {
    const child = fork(file, [], {
      execArgv: ['--max-old-space-size=64'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (answer: Answer) => {
      waiting.get(answer.id)?.(answer);
    });
    child.on('exit', () => {
      supervisor = null;
      for (const [id, settle] of waiting) settle({ id, ok: false, error: 'PDF supervisor ended' });
    });
    // Idle, it keeps no process alive (a test's or a script's).
    child.unref();
    child.channel?.unref();
    return child;
  };

  const parse = (bytes: Uint8Array) =>
    new Promise<PdfText>((resolve, reject) => {
      supervisor ??= start();
      const id = nextId++;
      // The supervisor's own time limit ends the parse first; this one covers the supervisor.
      const timer = setTimeout(
        () => settle({ id, ok: false, error: `PDF parsing took over ${settings.timeoutMs} ms` }),
        settings.timeoutMs + 2_000,
      );
      const settle = (answer: Answer) => {
        if (!waiting.delete(id)) return;
        clearTimeout(timer);
        if (answer.ok && answer.result) resolve(answer.result);
        else reject(new Error(answer.error ?? 'PDF parsing failed'));
      };
      waiting.set(id, settle);
      const { timeoutMs, maxHeapMb, maxRssMb } = settings;
      supervisor.send({ id, bytes, limits: { timeoutMs, maxHeapMb, maxRssMb } }, (error) => {
        if (error) settle({ id, ok: false, error: error.message });
      });
    });

  return (bytes) => {
    const parsing = queue.admit(() => parse(bytes));
    if (!parsing) {
      throw new DomainError('unavailable', {
        messageKey: 'pdf_parsers_busy',
        retryAfterSeconds: Math.ceil(settings.timeoutMs / 1000),
      });
    }
    return parsing;
  };
}
