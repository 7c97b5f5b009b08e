/**
 * French typography of the product's wording (Office québécois de la langue française): a
 * non-breaking space (U+00A0, or the narrow U+202F) before `:`, `;`, `!` and `?`, and inside
 * « ». The message catalogues' tests (platform pages, the boards' overlays, the API's messages
 * and mails) run every French string through `frenchTypographyProblems`.
 *
 * What is not prose is left out first: URLs and e-mail addresses, ICU syntax
 * (`{count, plural, one {…} other {…}}`, `{name}`), rich-text tags (`<b>…</b>`), `code` in
 * backticks, and times or ratios (`9:00`, `16:9`).
 */
const NBSP = /[\u00a0\u202f]/;

/** The prose of an ICU message: placeholders become `X`, plural/select bodies stay as text. */
export function icuProse(message: string): string {
  return message
    .replace(/\{\s*[\w.-]+\s*\}/g, 'X')
    .replace(/\{\s*[\w.-]+\s*,\s*(plural|select|selectordinal)\s*,/g, '')
    .replace(/(^|[\s}])(=\d+|[\w-]+)\s*\{/g, '$1')
    .replace(/\{\s*[\w.-]+\s*,\s*(number|date|time)(\s*,[^}]*)?\}/g, 'X')
    .replace(/[{}]/g, '')
    .replace(/#/g, '1');
}

/** What is not French prose: URLs, addresses, tags, code spans. */
function withoutCode(text: string): string {
  return text
    .replace(/\b(https?|mailto|tel):[^\s"'<>)»]*/gi, 'U')
    .replace(/\bwww\.[^\s"'<>)»]*/gi, 'U')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, 'U')
    .replace(/`[^`]*`/g, 'C')
    .replace(/<[^>]*>/g, ' ');
}

export interface TypographyProblem {
  /** The few characters around the fault, to find it. */
  excerpt: string;
  rule: 'space before punctuation' | 'space inside guillemets';
}

/** Every place where a French string misses its non-breaking space. */
export function frenchTypographyProblems(
  text: string,
  { icu = false }: { icu?: boolean } = {},
): TypographyProblem[] {
  const prose = withoutCode(icu ? icuProse(text) : text);
  const problems: TypographyProblem[] = [];
  const excerpt = (i: number) => prose.slice(Math.max(0, i - 12), i + 6);
  for (let i = 0; i < prose.length; i += 1) {
    const c = prose[i]!;
    const before = prose[i - 1];
    const after = prose[i + 1];
    if (':;!?'.includes(c)) {
      if (i === 0 || before === undefined) continue;
      // 9:00, 16:9: a time or a ratio.
      if (c === ':' && /\d/.test(before) && after !== undefined && /\d/.test(after)) continue;
      // ?! and !!: the space goes before the first one.
      if (':;!?'.includes(before)) continue;
      if (!NBSP.test(before))
        problems.push({ excerpt: excerpt(i), rule: 'space before punctuation' });
    } else if (c === '«') {
      if (after !== undefined && !NBSP.test(after)) {
        problems.push({ excerpt: excerpt(i), rule: 'space inside guillemets' });
      }
    } else if (c === '»') {
      if (before !== undefined && !NBSP.test(before)) {
        problems.push({ excerpt: excerpt(i), rule: 'space inside guillemets' });
      }
    }
  }
  return problems;
}
