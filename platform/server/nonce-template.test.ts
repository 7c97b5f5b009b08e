import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, cutAt, nonceTemplate } from './nonce-template';

const nonce = () => randomBytes(16).toString('base64');

/** A page-like body: repeated markup with the nonce in it, where a page has it. */
function page(old: string, extra = '') {
  const rows = Array.from(
    { length: 400 },
    (_, i) => `<li class="card"><a href="/fr/offre/poste-${i}/${i}">Poste ${i} é à ç</a></li>`,
  ).join('');
  return (
    `<script nonce="${old}" src="/a.js"></script><script nonce="${old}" src="/b.js"></script>` +
    `<main><ul>${rows}</ul>${extra}</main>` +
    `<script nonce="${old}">self.__next_f.push([1,"${rows.slice(0, 9000)}"])</script>` +
    old
  );
}

const expected = (html: string, from: string, to: string) =>
  Buffer.from(html.split(from).join(to), 'utf8');

describe('nonceTemplate', () => {
  it('cuts a body at every copy of the nonce, adjacent copies and both ends included', () => {
    const parts = cutAt(Buffer.from('XXaXXXXbXX'), Buffer.from('XX'));
    expect(parts.map(String)).toEqual(['', 'a', '', 'b', '']);
  });

  it('computes the CRC-32 that gzip checks', () => {
    expect(crc32(Buffer.from('123456789')).toString(16)).toBe('cbf43926');
  });

  for (const encoding of ['gzip', 'identity', '', 'deflate', 'br'] as const) {
    it(`renders the ${encoding || 'unencoded'} body with each new nonce, byte for byte`, async () => {
      const from = nonce();
      const html = page(from);
      const plain = (b: Buffer) => b;
      const codecs: Record<typeof encoding, [(b: Buffer) => Buffer, (b: Buffer) => Buffer]> = {
        gzip: [zlib.gzipSync, zlib.gunzipSync],
        deflate: [zlib.deflateSync, zlib.inflateSync],
        br: [zlib.brotliCompressSync, zlib.brotliDecompressSync],
        identity: [plain, plain],
        '': [plain, plain],
      };
      const [encode, decode] = codecs[encoding];
      const template = await nonceTemplate(encode(Buffer.from(html)), encoding, from);
      for (const to of [nonce(), nonce()]) {
        // gunzip checks the trailer's CRC-32 and length: a wrong one throws.
        expect(decode(await template.render(to)).equals(expected(html, from, to))).toBe(true);
      }
    });
  }

  it('compresses the gzip template close to one pass over the page', async () => {
    const from = nonce();
    const body = zlib.gzipSync(page(from));
    const rendered = await (await nonceTemplate(body, 'gzip', from)).render(nonce());
    // Without the text before each part as its dictionary, this page comes out a quarter larger.
    expect(rendered.length).toBeLessThan(body.length * 1.15);
  });

  it('keeps a page with a NUL byte right (no dictionary, where a match into a mask would lie)', async () => {
    const from = nonce();
    const html = page(from, `\u0000${'\u0000'.repeat(40)}`);
    const template = await nonceTemplate(zlib.gzipSync(html), 'gzip', from);
    const to = nonce();
    expect(zlib.gunzipSync(await template.render(to)).equals(expected(html, from, to))).toBe(true);
  });

  it('refuses an encoding it cannot read, and a nonce of another length', async () => {
    await expect(nonceTemplate(Buffer.from('x'), 'zstd', 'n')).rejects.toThrow();
    await expect(nonceTemplate(Buffer.from('x'), 'constructor', 'n')).rejects.toThrow(/template/);
    const from = nonce();
    const template = await nonceTemplate(zlib.gzipSync(page(from)), 'gzip', from);
    await expect(template.render('short')).rejects.toThrow();
  });
});
