/** Tags an offer or company description may keep; everything else keeps only its text. */
const allowed = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h3', 'h4']);
const voids = new Set(['br']);
const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export type RichNode = string | { tag: string; children: RichNode[] };

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

/**
 * Employer-written HTML to a tree of allowed tags and plain text. Attributes are never kept and
 * the result is rendered as React elements (text escaped by React), so no markup from the
 * database reaches the page as HTML: scripts, handlers and links cannot get through.
 */
export function parseRichText(html: string): RichNode[] {
  const root: RichNode[] = [];
  const stack: { tag: string; children: RichNode[] }[] = [];
  const current = () => stack.at(-1)?.children ?? root;
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|<!--[\s\S]*?-->/g;
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
