import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/**
 * A PDF of numbered objects (the first is the catalog) with a classic cross-reference table.
 * Each object is its body without `n 0 obj`/`endobj`; a Buffer body is a stream's data.
 */
function pdfOf(objects: (string | { dict: string; data: Buffer })[]): Uint8Array {
  const parts: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(offset);
    const body =
      typeof object === 'string'
        ? [latin1(`${index + 1} 0 obj\n${object}\nendobj\n`)]
        : [
            latin1(`${index + 1} 0 obj\n${object.dict}\nstream\n`),
            object.data,
            latin1('\nendstream\nendobj\n'),
          ];
    for (const part of body) {
      parts.push(part);
      offset += part.length;
    }
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(latin1(xref));
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A flate bomb: a one-page PDF whose content stream is `inflatedMb` of blanks, deflated to about
 * a thousandth of that. Built by streaming, so the test never holds the inflated stream.
 */
export async function flateBombPdf(inflatedMb: number): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < inflatedMb; i++) {
    if (!deflate.write(block)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  const data = Buffer.concat(chunks);
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << >> /Contents 4 0 R >>',
    { dict: `<< /Length ${data.length} /Filter /FlateDecode >>`, data },
  ]);
}

/**
 * A page tree of `pages` distinct empty pages (under nodes of 500), packed in compressed object
 * streams with a compressed cross-reference stream, so 200,000 pages weigh about a megabyte.
 */
export function pageTreeBombPdf(pages: number): Uint8Array {
  const perNode = 500;
  const nodes = Math.ceil(pages / perNode);
  // 1 catalog, 2 root, 3.. nodes, then pages; all but 1 and 2 go in object streams.
  const firstNode = 3;
  const firstPage = firstNode + nodes;
  const packed: { num: number; body: string }[] = [];
  for (let n = 0; n < nodes; n++) {
    const kids: string[] = [];
    for (let p = n * perNode; p < Math.min(pages, (n + 1) * perNode); p++) {
      kids.push(`${firstPage + p} 0 R`);
    }
    packed.push({
      num: firstNode + n,
      body: `<</Type/Pages/Parent 2 0 R/Count ${kids.length}/Kids[${kids.join(' ')}]>>`,
    });
  }
  for (let p = 0; p < pages; p++) {
    const parent = firstNode + Math.floor(p / perNode);
    packed.push({
      num: firstPage + p,
      body: `<</Type/Page/Parent ${parent} 0 R/MediaBox[0 0 612 792]/Resources<<>>>>`,
    });
  }
  const perStream = 5000;
  const streams = Math.ceil(packed.length / perStream);
  const firstStream = firstPage + pages;
  const xrefNum = firstStream + streams;
  const size = xrefNum + 1;
  // Cross-reference entries: [type, field 2 (4 bytes), field 3 (2 bytes)].
  const entries: [number, number, number][] = new Array<[number, number, number]>(size);
  entries[0] = [0, 0, 0xffff];

  const parts: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let offset = parts[0]!.length;
  const put = (num: number, dict: string, data?: Buffer) => {
    entries[num] = [1, offset, 0];
    const chunk = data
      ? Buffer.concat([
          latin1(`${num} 0 obj\n${dict}\nstream\n`),
          data,
          latin1('\nendstream\nendobj\n'),
        ])
      : latin1(`${num} 0 obj\n${dict}\nendobj\n`);
    parts.push(chunk);
    offset += chunk.length;
  };
  put(1, '<< /Type /Catalog /Pages 2 0 R >>');
  const rootKids = Array.from({ length: nodes }, (_, n) => `${firstNode + n} 0 R`).join(' ');
  put(2, `<< /Type /Pages /Count ${pages} /Kids [${rootKids}] >>`);
  for (let s = 0; s < streams; s++) {
    const group = packed.slice(s * perStream, (s + 1) * perStream);
    let header = '';
    let body = '';
    group.forEach((object, index) => {
      header += `${object.num} ${body.length} `;
      body += `${object.body}\n`;
      entries[object.num] = [2, firstStream + s, index];
    });
    const data = deflateSync(latin1(header + body));
    put(
      firstStream + s,
      `<< /Type /ObjStm /N ${group.length} /First ${header.length} /Length ${data.length} /Filter /FlateDecode >>`,
      data,
    );
  }
  entries[xrefNum] = [1, offset, 0];
  const table = Buffer.alloc(size * 7);
  entries.forEach(([type, two, three], i) => {
    table.writeUInt8(type, i * 7);
    table.writeUInt32BE(two, i * 7 + 1);
    table.writeUInt16BE(three, i * 7 + 5);
  });
  const xrefStart = offset;
  const xrefData = deflateSync(table);
  put(
    xrefNum,
    `<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Length ${xrefData.length} /Filter /FlateDecode >>`,
    xrefData,
  );
  parts.push(latin1(`startxref\n${xrefStart}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}
