// Runs in a child process of its own (see pdf-text.ts), killed by its parent (the supervisor)
// when it passes its memory or time: a hostile PDF can exhaust this process, never the server. A worker thread was
// not enough: pdf.js inflates streams into ArrayBuffers, which live outside the V8 heap that a
// worker's resourceLimits bound, so a flate bomb grew the server itself by gigabytes. Plain
// JavaScript so the child starts without a TypeScript loader, under Vitest and the production
// server alike.
import { getDocumentProxy, getMeta } from 'unpdf';

const MAX_TEXT = 200_000;
// A resume or letter is a few pages: reading more only serves a hostile page tree.
const MAX_PAGES = 50;

async function run(bytes) {
  const pdf = await getDocumentProxy(bytes, {
    // Never evaluate code a PDF carries (fonts compiled with eval, scripts).
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    // Errors only: pdf.js warns about fonts it never needs for text.
    verbosity: 0,
  });
  // One page at a time (unpdf's extractText asks for every page at once), as pdf.js gives them.
  const pages = [];
  let length = 0;
  for (
    let number = 1;
    number <= Math.min(pdf.numPages, MAX_PAGES) && length <= MAX_TEXT;
    number++
  ) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .filter((item) => item.str != null)
      .map((item) => item.str + (item.hasEOL ? '\n' : ''))
      .join('');
    page.cleanup();
    pages.push(text);
    length += text.length + 1;
  }
  const { info } = await getMeta(pdf);
  return {
    text: pages.join('\n').slice(0, MAX_TEXT),
    pages: pdf.numPages,
    info: JSON.parse(JSON.stringify(info ?? {})),
  };
}

process.once('message', (bytes) => {
  run(bytes).then(
    (result) => process.send({ ok: true, result }, () => process.exit(0)),
    (error) =>
      process.send({ ok: false, error: String(error?.message ?? error) }, () => process.exit(0)),
  );
});
