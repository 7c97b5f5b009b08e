import { numberFormat, pluralRules } from './intl-cache';
/**
 * A tiny ICU message formatter for the search island, which must not ship next-intl's runtime
 * (issue 16): `{name}`, `{n, plural, =0 {…} one {# …} other {# …}}` and `{k, select, a {…} other
 * {…}}`, with `''` for an apostrophe. The server hands the island the raw templates of the few
 * messages whose values only the browser knows (a count of fetched results, a distance...);
 * plural categories and `#` use the browser's Intl, as next-intl does.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

export function formatMessage(template: string, values: MessageValues, locale: string): string {
  return render(template, values, locale, null);
}

function render(text: string, values: MessageValues, locale: string, hash: number | null): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'" && text[i + 1] === "'") {
      out += "'";
      i += 2;
    } else if (c === '#' && hash !== null) {
      out += numberFormat(locale).format(hash);
      i += 1;
    } else if (c === '{') {
      const end = closing(text, i);
      out += argument(text.slice(i + 1, end), values, locale);
      i = end + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** Index of the `}` that closes the `{` at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

function argument(body: string, values: MessageValues, locale: string): string {
  const [name = '', kind, ...rest] = body.split(',');
  const value = values[name.trim()];
  if (kind === undefined) return value === undefined ? '' : String(value);
  const branches = parseBranches(rest.join(','));
  if (kind.trim() === 'plural') {
    const n = Number(value);
    const branch =
      branches.get(`=${n}`) ??
      branches.get(pluralRules(locale).select(n)) ??
      branches.get('other') ??
      '';
    return render(branch, values, locale, n);
  }
  return render(branches.get(String(value)) ?? branches.get('other') ?? '', values, locale, null);
}

/** `=0 {…} one {…} other {…}` as a map from selector to branch text. */
function parseBranches(text: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const end = closing(text, open);
    branches.set(text.slice(i, open).trim(), text.slice(open + 1, end));
    i = end + 1;
  }
  return branches;
}
