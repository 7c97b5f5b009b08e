import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { findRepoRoot } from '@jobboard/db/repo-root';

export interface PdfText {
  text: string;
  pages: number;
  info: Record<string, unknown>;
}

export interface PdfTextLimits {
  timeoutMs: number;
  maxHeapMb: number;
}

export type PdfTextExtractor = (bytes: Uint8Array) => Promise<PdfText>;

const defaults: PdfTextLimits = { timeoutMs: 15_000, maxHeapMb: 192 };

/**
 * Extracts text, page count and info of a PDF with unpdf (pdf.js) in a worker thread bounded in
 * time and heap. The worker file is found from the repository root at run time rather than
 * through the bundler, so the same file serves Vitest and the Next server.
 */
export function pdfTextExtractor(limits: Partial<PdfTextLimits> = {}): PdfTextExtractor {
  const { timeoutMs, maxHeapMb } = { ...defaults, ...limits };
  const file = path.join(
    /* turbopackIgnore: true */ findRepoRoot(),
    'packages/api/src/adapters/pdf/pdf-text-worker.mjs',
  );
  return (bytes) =>
    new Promise<PdfText>((resolve, reject) => {
      const worker = new Worker(file, {
        workerData: { bytes },
        resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32 },
      });
      let settled = false;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        fn();
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`PDF parsing took over ${timeoutMs} ms`))),
        timeoutMs,
      );
      worker.on('message', (message: { ok: boolean; result?: PdfText; error?: string }) =>
        finish(() =>
          message.ok && message.result
            ? resolve(message.result)
            : reject(new Error(message.error ?? 'PDF parsing failed')),
        ),
      );
      worker.on('error', (error) => finish(() => reject(error)));
      worker.on('exit', (code) =>
        finish(() => reject(new Error(`PDF worker exited with code ${code}`))),
      );
    });
}
