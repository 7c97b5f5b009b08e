/**
 * The HTML rules the Nu checker flagged on our pages (issue 46, item 25), checked on a
 * component's static markup: flow content (a `div`...) inside an element that takes phrasing
 * content only (`button`, `label`, `span`...), and `aria-label` on a `span` or `div` with no role
 * (ARIA in HTML forbids naming a generic element). React's markup escapes `<` and `>` inside
 * attribute values, so a tag is everything between them.
 */
const phrasingOnly = new Set([
  'button',
  'label',
  'span',
  'p',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'small',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'legend',
]);
const flow = new Set([
  'div',
  'p',
  'ul',
  'ol',
  'li',
  'dl',
  'section',
  'article',
  'aside',
  'nav',
  'header',
  'footer',
  'main',
  'form',
  'fieldset',
  'table',
  'figure',
  'blockquote',
  'pre',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const voids = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
// `a` is transparent: it may hold a div where its parent may, so it is left out of the check.
const transparent = new Set(['a']);

export function contentModelErrors(html: string): string[] {
  const errors: string[] = [];
  const open: string[] = [];
  for (const [, closing, rawName, attributes = ''] of html.matchAll(
    /<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g,
  )) {
    const name = rawName!.toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    if (flow.has(name)) {
      const parent = [...open].reverse().find((n) => !transparent.has(n));
      if (parent && phrasingOnly.has(parent)) errors.push(`<${name}> inside <${parent}>`);
    }
    if (
      (name === 'span' || name === 'div') &&
      /\saria-label="/.test(attributes) &&
      !/\srole="/.test(attributes)
    ) {
      errors.push(`aria-label on a <${name}> without a role`);
    }
    if (!voids.has(name) && !attributes.trimEnd().endsWith('/')) open.push(name);
  }
  return errors;
}
