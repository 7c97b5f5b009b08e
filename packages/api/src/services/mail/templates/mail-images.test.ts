import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardImageFile, parseBoardImageUrl } from '@jobboard/tenancy/board-images';
import { boards } from '@jobboard/tenants/registry';
import { mailTemplateKeys, renderSampleMail } from '../../../testing/mail-samples';

/**
 * Gmail and Outlook show no SVG: a mail's images are PNG (rendered from the board's SVG logo by
 * scripts/render-og-images.ts), each with its width, height and alt text.
 */
const tenants = path.resolve(import.meta.dirname, '../../../../../../tenants');

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const head = readFileSync(file).subarray(0, 24);
  expect(head.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

describe('mail images', () => {
  it('no template source names an SVG', () => {
    const dir = import.meta.dirname;
    const offenders = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => /\.svg\b/i.test(readFileSync(path.join(dir, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it.each(mailTemplateKeys)('%s shows PNG images with their size and alt text', (key) => {
    for (const board of boards) {
      for (const locale of ['fr', 'en'] as const) {
        const { html } = renderSampleMail(key, board, locale);
        expect(html).not.toMatch(/\.svg\b/i);
        const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
        expect(images.length).toBeGreaterThan(0);
        for (const img of images) {
          expect(img).toMatch(/\bsrc="https:\/\/example\.com\/boards\/[a-z-]+\/[a-z0-9-]+\.png"/);
          expect(img).toMatch(/\bwidth="\d+"/);
          expect(img).toMatch(/\bheight="\d+"/);
          expect(img).toMatch(new RegExp(`\\balt="${board.name[locale]}"`));
        }
      }
    }
  });

  it('has each PNG on disk at twice the size the mail draws it', () => {
    for (const board of boards) {
      for (const locale of ['fr', 'en'] as const) {
        const { html } = renderSampleMail('account-deleted', board, locale);
        const [, src, width, height] =
          /<img src="https:\/\/example\.com([^"]+)"[^>]*width="(\d+)" height="(\d+)"/.exec(html) ??
          [];
        const image = parseBoardImageUrl(src ?? '');
        expect(image, `${board.key} ${locale}: ${src}`).not.toBeNull();
        expect(pngSize(boardImageFile(tenants, image!))).toEqual({
          width: Number(width) * 2,
          height: Number(height) * 2,
        });
      }
    }
  });
});
