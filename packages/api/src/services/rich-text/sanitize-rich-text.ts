import sanitizeHtml from 'sanitize-html';
import { richTextLinkRel, richTextSchemes } from '../../contracts/rich-text-rules';

/*
 * sanitize-html rather than DOMPurify: it parses with htmlparser2 in plain Node, so the API needs
 * no jsdom (a large dependency with its own mXSS history when its parser and a browser's differ),
 * and its allow-list is per tag and per attribute with URL schemes checked after entity decoding.
 * The output is re-serialised by the library, so what we store is well-formed markup of our
 * own tags only, whatever was pasted.
 */

const allowedTags = ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'a'];

/** Tags whose content is never text meant for readers: dropped whole, not unwrapped. */
const droppedWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'title',
  'head',
  'xml',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'select',
  'button',
];

/** A link target we keep: an absolute http(s) or mailto URL, after the parser decoded entities. */
export function safeLinkHref(href: string | undefined): string | null {
  if (!href) return null;
  // Browsers ignore these inside a scheme (`java\tscript:`), so they must not hide one from us.
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200d\ufeff]/g, '');
  let url: URL;
  try {
    url = new URL(compact);
  } catch {
    return null;
  }
  if (!richTextSchemes.includes(url.protocol.slice(0, -1))) return null;
  if (url.protocol !== 'mailto:' && !url.hostname) return null;
  return url.href;
}

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: [...richTextSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
  selfClosing: ['br'],
  enforceHtmlBoundary: true,
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link without a safe target loses its attributes here and its tag in exclusiveFilter.
    // (Renaming it to a dropped tag would leave sanitize-html's per-depth rename pending and
    // close the next link at that depth with the wrong tag.)
    a: (_tag, attribs): sanitizeHtml.Tag => {
      const href = safeLinkHref(attribs.href);
      return { tagName: 'a', attribs: href ? { href, rel: richTextLinkRel } : {} };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * Employer-written rich text (offer and company descriptions) reduced to the allow-list:
 * paragraphs, h2–h4, bold, italic, underline, lists, line breaks, and http(s)/mailto links with
 * `rel="noopener noreferrer nofollow"`. No script, handler, style, class or other URL survives.
 * Stored output only; pages still render it through their own allow-list (defence in depth).
 */
export function sanitizeRichText(html: string): string {
  const clean = dropEmptyElements(sanitizeHtml(html, options)).trim();
  return richTextPlainText(clean) === '' ? '' : clean;
}

/** An element holding only spaces or line breaks, in the library's own serialisation. */
const emptyElement =
  /<(p|h[2-4]|li|ul|ol|strong|em|u|a)(?: [^>]*)?>(?:\s|&nbsp;|\u00a0|<br \/>)*<\/\1>/g;

/**
 * Word and web pages paste empty wrappers (`<p>&nbsp;</p>`, `<o:p></o:p>`), and the editor
 * leaves `<p></p>` for blank lines: noise on a page. Works on sanitize-html's output, which is
 * well-formed and carries no attribute but a link's, so a pattern is exact here.
 */
function dropEmptyElements(html: string): string {
  let out = html;
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(emptyElement, '');
  }
  return out;
}

/** The text a reader sees, for length rules and emptiness: no tags, entities decoded. */
export function richTextPlainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|div)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: droppedWithContent,
  });
  // sanitize-html escapes exactly these four when it writes text back out.
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
