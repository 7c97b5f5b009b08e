import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The escape the runtime's writer calls (its `d.ui`), from the installed Next.
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { describe, expect, it } from 'vitest';
import { EDITS, patchSource, runtimeFiles } from './next-inline-flight.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Writer = (chunk: Buffer, nonceTag: string) => Buffer;

/** The writer's loop body as the runtime holds it (minified names: n chunk, d htmlescape, r tag). */
function writer(decode: string, push: string): Writer {
  const body = `let e,out;const t={push:b=>{out=b}};for(let i=0;i<1;i++){{${decode}}${push}}return out;`;
  const run = new Function('n', 'd', 'r', 'Buffer', body) as (
    n: Buffer,
    d: unknown,
    r: string,
    buffer: typeof Buffer,
  ) => Buffer;
  return (chunk, tag) => run(chunk, { ui: htmlEscapeJsonString }, tag, Buffer);
}

const [decode, push] = EDITS;
const before = writer(decode.from, push.from);
const after = writer(decode.to, push.to);

describe("Next's inline RSC writer, on one-byte strings", () => {
  it('writes the same bytes as before for every kind of text', () => {
    const texts = [
      'plain ASCII 1:["$","div",null,{"className":"a"}]',
      'Latin-1 only: café, à, « », ·, \u00a0',
      'above U+00FF: l’accueil, 57\u202f000 $, Chargement…, \u2009*, \u200b',
      'emoji and astral: 👩‍🍳 🍁 𝔘',
      'the escape: </script><!-- & > < \u2028 \u2029 \u2028\u2029',
      'JSON: "quotes" \\backslash\\ \n\t\r \u0001 \u001f \u007f',
      '',
    ];
    for (const text of texts) {
      const chunk = Buffer.from(text, 'utf8');
      const tag = '<script nonce="abc+/=">';
      expect(after(chunk, tag).equals(before(chunk, tag)), text).toBe(true);
    }
  });

  it('keeps the script safe to inline', () => {
    const out = after(Buffer.from('</script>\u2028é’', 'utf8'), '<script>').toString('utf8');
    expect(out).toBe('<script>self.__next_f.push([1,"\\u003c/script\\u003e\\u2028é’"])</script>');
  });

  it('patches once, recognises its own work and refuses a runtime it does not know', () => {
    const original = `a;${decode.from};b;${push.from};c`;
    const patched = patchSource(original);
    expect(patched.state).toBe('patched');
    expect(patched.source).toBe(`a;${decode.to};b;${push.to};c`);
    expect(patchSource(patched.source)).toEqual(patched);
    expect(patchSource('a new writer').state).toBe('unknown');
    expect(patchSource(`${original}${original}`).state).toBe('unknown');
  });

  it('has patched the runtime the production server loads (npm ci runs it as postinstall)', () => {
    const files = runtimeFiles(root);
    expect(files.map((file) => path.basename(file))).toContain('app-page-turbo.runtime.prod.js');
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      // Already patched: the state says the snippets are known, the unchanged text that the
      // install wrote them.
      const result = patchSource(source);
      expect({
        file: path.basename(file),
        state: result.state,
        unchanged: result.source === source,
      }).toEqual({ file: path.basename(file), state: 'patched', unchanged: true });
    }
  });
});
