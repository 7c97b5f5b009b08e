import { escapeHtml } from '@jobboard/api/contracts/escape-html';

/**
 * HTML built as a string, for markup React would otherwise build element by element on every
 * request and serialise twice, as HTML and as flight data (the offer cards, issue 44). Every
 * value is escaped unless it is itself `SafeHtml` from this template, so a fragment can only
 * reach `dangerouslySetInnerHTML` through here.
 */

/** Markup that came out of `markup`: inserted as it is into an enclosing `markup` template. */
export class SafeHtml {
  constructor(readonly value: string) {}
}

/** What a template takes: text (escaped), markup, lists of either; nothing for null or false. */
export type HtmlValue =
  SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function append(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return escapeHtml(value);
  return value.map(append).join('');
}

/**
 * `markup\`<p class="${cls}">${text}</p>\``: the values escaped, nested `markup` kept. Not named
 * `html`, which Prettier would take for HTML to reformat, whitespace in the text included.
 */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += append(values[i]!) + strings[i + 1]!;
  return new SafeHtml(out);
}

/** The props that put `SafeHtml` inside an element: `<a {...innerHtml(markup)} />`. */
export function innerHtml(fragment: SafeHtml): { dangerouslySetInnerHTML: { __html: string } } {
  return { dangerouslySetInnerHTML: { __html: fragment.value } };
}
