import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * A cached page as a template around its CSP nonce, so that each copy served with a new nonce
 * (page-cache.ts) costs a few buffer copies instead of decompressing, rewriting and compressing
 * the page again. Real browsers ask for gzip, and compressing a 130 kB page anew took about
 * 1.7 ms of CPU per cached answer, which is more than serving it otherwise.
 *
 * For gzip, the page's text between the nonces is compressed once, each part as raw deflate
 * ending on a byte boundary (a sync flush); each answer puts its nonce between them as a stored
 * (uncompressed) deflate block, and the gzip trailer's CRC-32 is combined from the parts'
 * precomputed CRCs (zlib's crc32_combine, with the shift operators computed once per part).
 * Each part is compressed with the text before it as its dictionary, the nonces masked as NUL
 * bytes, so the output stays close to one pass over the page (gzipTemplate says how close); a
 * page that itself holds a NUL byte gets parts without that dictionary instead, since a match
 * into a mask would be wrong.
 */

/** The template of one cached body: built once, then `render(nonce)` for each answer. */
export interface NonceTemplate {
  render(nonce: string): Promise<Buffer>;
}

/** The Content-Encodings a template can be made of ('' is none). */
export const readableEncodings = ['', 'identity', 'gzip', 'deflate', 'br'];

/** `body`, as sent with `encoding` (one of readableEncodings), cut at every copy of `nonce`. */
export async function nonceTemplate(
  body: Buffer,
  encoding: string,
  nonce: string,
): Promise<NonceTemplate> {
  const name = encoding || 'identity';
  if (!Object.hasOwn(codecs, name)) throw new Error(`no template of a ${encoding} body`);
  const codec = codecs[name as keyof typeof codecs];
  const plain = await codec.decode(body);
  const parts = cutAt(plain, Buffer.from(nonce, 'latin1'));
  if (encoding === 'gzip') return gzipTemplate(plain, parts, nonce.length);
  return {
    render: (to) => codec.encode(Buffer.concat(interleave(parts, Buffer.from(to, 'latin1')))),
  };
}

const identity = async (body: Buffer) => body;
const codecs = {
  identity: { decode: identity, encode: identity },
  gzip: { decode: promisify(zlib.gunzip), encode: promisify(zlib.gzip) },
  deflate: { decode: promisify(zlib.inflate), encode: promisify(zlib.deflate) },
  br: { decode: promisify(zlib.brotliDecompress), encode: promisify(zlib.brotliCompress) },
};

/** `body` split at each occurrence of `marker` (the marker left out). */
export function cutAt(body: Buffer, marker: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, start)) {
    parts.push(body.subarray(start, at));
    start = at + marker.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

function interleave(parts: Buffer[], between: Buffer): Buffer[] {
  const out: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) out.push(between);
    out.push(part);
  });
  return out;
}

const WINDOW = 32 * 1024;
// ID1 ID2, deflate, no flags, no mtime, no extra flags, unknown OS: what zlib itself writes.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

// About 6% larger than one pass over the page (130 kB of HTML: 21.9 kB against 20.6): a flush
// and a stored block at each of its 29 nonces. Storing the short text between close nonces with
// them, to save flushes, came out larger still (23.0 kB).
function gzipTemplate(plain: Buffer, parts: Buffer[], nonceLength: number): NonceTemplate {
  // Every answer's nonce has the old one's length, so the page keeps its size.
  return gzipRenderer(deflateParts(plain, parts, nonceLength), nonceLength, plain.length % 2 ** 32);
}

interface Segment {
  deflated: Buffer;
  crc: number;
  shift: Uint32Array;
}

/** Each part as raw deflate that the next can follow, with its CRC and length operator. */
function deflateParts(plain: Buffer, parts: Buffer[], nonceLength: number): Segment[] {
  // The text so far with each nonce as NULs: what the decoder's window holds, minus the nonces.
  const masked = Buffer.from(plain);
  const useDictionary = !plain.includes(0);
  let offset = 0;
  return parts.map((part, i) => {
    if (i > 0) {
      masked.fill(0, offset, offset + nonceLength);
      offset += nonceLength;
    }
    const last = i === parts.length - 1;
    const dictionary =
      useDictionary && offset > 0 ? masked.subarray(Math.max(0, offset - WINDOW), offset) : null;
    const deflated = zlib.deflateRawSync(part, {
      finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      ...(dictionary ? { dictionary } : {}),
    });
    const segment = {
      // A copy: zlib's output is a view of its 16 kB chunk, which a cache entry would keep whole.
      deflated: Buffer.from(deflated),
      crc: crc32(part),
      shift: zeroShift(part.length),
    };
    offset += part.length;
    return segment;
  });
}

// Apart from deflateParts so that the closure keeps the segments only, not the page's text.
function gzipRenderer(segments: Segment[], nonceLength: number, size: number): NonceTemplate {
  const nonceShift = zeroShift(nonceLength);
  return {
    async render(nonce) {
      const bytes = Buffer.from(nonce, 'latin1');
      if (bytes.length !== nonceLength) throw new Error('a nonce of another length');
      const stored = storedBlock(bytes);
      const nonceCrc = crc32(bytes);
      const out: Buffer[] = [GZIP_HEADER];
      let crc = 0;
      segments.forEach((segment, i) => {
        if (i === 0) crc = segment.crc;
        else {
          out.push(stored);
          crc = (applyShift(nonceShift, crc) ^ nonceCrc) >>> 0;
          crc = (applyShift(segment.shift, crc) ^ segment.crc) >>> 0;
        }
        out.push(segment.deflated);
      });
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc, 0);
      trailer.writeUInt32LE(size, 4);
      out.push(trailer);
      return Buffer.concat(out);
    },
  };
}

/** A non-final stored deflate block (RFC 1951 3.2.4), starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// GF(2) 32x32 matrices as 32 columns: what appending zero bytes does to a CRC register.
function applyShift(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i += 1, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function compose(outer: Uint32Array, inner: Uint32Array): Uint32Array {
  return inner.map((column) => applyShift(outer, column));
}

/** The operator that appends `length` zero bytes to a CRC-32 register (crc32_combine's). */
function zeroShift(length: number): Uint32Array {
  // One zero bit, then squared three times: one zero byte.
  let operator: Uint32Array = new Uint32Array(32);
  operator[0] = 0xedb88320;
  for (let n = 1; n < 32; n += 1) operator[n] = (1 << (n - 1)) >>> 0;
  for (let k = 0; k < 3; k += 1) operator = compose(operator, operator);
  let result: Uint32Array = Uint32Array.from({ length: 32 }, (_, n) => (1 << n) >>> 0);
  for (let rest = length; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = compose(operator, result);
    operator = compose(operator, operator);
  }
  return result;
}
