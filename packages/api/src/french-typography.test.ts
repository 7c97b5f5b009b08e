import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems } from '@jobboard/tenancy/french-typography';
import { boards } from '@jobboard/tenants/registry';
import { validationMessages } from './contracts/validation-messages';
import { errorMessages, fieldMessages } from './messages';
import { mailTemplateKeys, renderSampleMail } from './testing/mail-samples';

/**
 * The API's French wording keeps French typography (a non-breaking space before : ; ! ? and
 * inside « »): its message catalogues, every `fr:` text of its sources (success messages,
 * rules' wording), and every mail as a French reader gets it (subject, text and HTML parts).
 * The pages' catalogues have the same test in platform/src/i18n.
 */
const src = import.meta.dirname;

function problems(text: string): string[] {
  // A template literal's `${…}` is a value, not prose; sources write the spaces as escapes.
  const prose = text
    .replace(/\$\{[^}]*\}/g, 'X')
    .replace(/\\u00a0/g, '\u00a0')
    .replace(/\\u202f/g, '\u202f');
  return frenchTypographyProblems(prose).map((p) => `${p.rule}: …${p.excerpt}…`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'testing' ? [] : sourceFiles(file);
    return d.name.endsWith('.ts') && !d.name.includes('.test.') ? [file] : [];
  });
}

/** `fr: '…'`, `fr: "…"`, fr: `…` and `fr: (…) => `…``: the French side of a wording pair. */
const frText =
  /\bfr:\s*(?:\([^)]*\)\s*=>\s*)?(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\])*)`)/g;

describe('French typography of the API', () => {
  it('in the error and validation catalogues', () => {
    const found = Object.entries({
      ...errorMessages,
      ...fieldMessages,
      ...validationMessages,
    }).flatMap(([key, m]) => problems((m as { fr: string }).fr).map((p) => `${key}: ${p}`));
    expect(found).toEqual([]);
  });

  it('in every French text of the sources', () => {
    const found: string[] = [];
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(frText)) {
        const text = match[1] ?? match[2] ?? match[3] ?? '';
        for (const p of problems(text)) found.push(`${path.relative(src, file)}: ${p}`);
      }
    }
    expect(found).toEqual([]);
  });

  it.each(mailTemplateKeys)('in the French mail %s', (key) => {
    const found: string[] = [];
    for (const board of boards) {
      const mail = renderSampleMail(key, board, 'fr');
      const htmlText = mail.html
        .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;|&#160;/g, '\u00a0')
        .replace(/&#8239;/g, '\u202f')
        .replace(/&amp;/g, '&')
        .replace(/&#39;|&apos;/g, "'")
        .replace(/&quot;/g, '"');
      for (const [part, text] of [
        ['subject', mail.subject],
        ['text', mail.text],
        ['html', htmlText],
      ] as const) {
        for (const p of problems(text)) found.push(`${board.key} ${part}: ${p}`);
      }
    }
    expect(found).toEqual([]);
  });
});
