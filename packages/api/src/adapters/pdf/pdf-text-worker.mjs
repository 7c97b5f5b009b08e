// Runs in a worker thread with a heap limit (see pdf-text.ts): a hostile PDF can exhaust this
// thread's memory or time, never the server's. Plain JavaScript so the worker starts without a
// TypeScript loader, under Vitest and the production server alike.
import { parentPort, workerData } from 'node:worker_threads';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';

const MAX_TEXT = 200_000;

async function run() {
  const pdf = await getDocumentProxy(workerData.bytes, {
    // Never evaluate code a PDF carries (fonts compiled with eval, scripts).
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    // Errors only: pdf.js warns about fonts it never needs for text.
    verbosity: 0,
  });
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const { info } = await getMeta(pdf);
  const joined = text.join('\n').slice(0, MAX_TEXT);
  return { text: joined, pages: totalPages, info: JSON.parse(JSON.stringify(info ?? {})) };
}

run().then(
  (result) => parentPort.postMessage({ ok: true, result }),
  (error) => parentPort.postMessage({ ok: false, error: String(error?.message ?? error) }),
);
