import { richTextSchemes } from '@jobboard/api/contracts/rich-text-rules';

/** Tags an offer or company description may keep; everything else keeps only its text. */
const allowed = new Set([
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'br',
  'h2',
  'h3',
  'h4',
  'a',
]);
/** Tags written without a closing tag (`</br>` would be read as a second line break). */
export const voids = new Set(['br']);
const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export type RichNode = string | { tag: string; children: RichNode[]; href?: string };

function decode(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** A link's target when it is an absolute http(s) or mailto URL; anything else is no link. */
function safeHref(attributes: string): string | undefined {
  const raw = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const value = raw && decode(raw[1] ?? raw[2] ?? raw[3] ?? '');
  if (!value) return undefined;
  try {
    // Browsers drop these inside a scheme; so do we before reading it.
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    const url = new URL(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
    if (!richTextSchemes.includes(url.protocol.slice(0, -1))) return undefined;
    return url.protocol === 'mailto:' || url.hostname ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Employer-written HTML to a tree of allowed tags and plain text. Attributes are never kept (but
 * a link's http(s)/mailto target, checked here again) and
 * the result is written out again by `richTextHtml` (every text and target escaped), so no markup
 * from the database reaches the page as it was: scripts, handlers and links cannot get through.
 */
export function parseRichText(html: string): RichNode[] {
  const root: RichNode[] = [];
  const stack: { tag: string; children: RichNode[] }[] = [];
  const current = () => stack.at(-1)?.children ?? root;
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>|<!--[\s\S]*?-->/g;
  // Script and style bodies are not text anyone wrote for readers.
  const cleaned = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  let last = 0;
  for (const match of cleaned.matchAll(tagPattern)) {
    const text = cleaned.slice(last, match.index);
    if (text) current().push(decode(text));
    last = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name || !allowed.has(name)) continue;
    if (match[1]) {
      const at = stack.map((n) => n.tag).lastIndexOf(name);
      if (at >= 0) stack.length = at;
    } else if (voids.has(name)) {
      current().push({ tag: name, children: [] });
    } else if (name === 'a') {
      const href = safeHref(match[3] ?? '');
      // A link without a safe target keeps its words, like any other unknown tag.
      if (!href) continue;
      const node = { tag: name, children: [], href };
      current().push(node);
      stack.push(node);
    } else {
      const node = { tag: name, children: [] };
      current().push(node);
      stack.push(node);
    }
  }
  const rest = cleaned.slice(last).replace(/<[^>]*$/, '');
  if (rest) current().push(decode(rest));
  return root;
}
