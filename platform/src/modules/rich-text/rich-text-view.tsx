import { richTextLinkRel } from '@jobboard/api/contracts/rich-text-rules';
import { innerHtml, markup, type HtmlValue, type SafeHtml } from '@/modules/static-markup';
import { parseRichText, voids, type RichNode } from './rich-text';
import styles from './rich-text.module.css';

function write(nodes: RichNode[]): HtmlValue[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    // The tag is one of the parser's allowed names, never the employer's text.
    if (voids.has(node.tag)) return markup`<${node.tag}>`;
    const href = node.href ? markup` href="${node.href}" rel="${richTextLinkRel}"` : null;
    return markup`<${node.tag}${href}>${write(node.children)}</${node.tag}>`;
  });
}

/** An employer's description as the page's markup: only the allowed tags, every text escaped. */
export function richTextHtml(html: string): SafeHtml {
  return markup`${write(parseRichText(html))}`;
}

/** An offer's or company's description: its paragraphs and lists, nothing executable; plain
 * HTML and a CSS module, so it costs no client script (issue 16), written as markup rather than
 * elements, which React would render twice a request (issue 44). */
export function RichText({ html, lang }: { html: string; lang?: string }) {
  return <div lang={lang} className={styles.richText} {...innerHtml(richTextHtml(html))} />;
}
