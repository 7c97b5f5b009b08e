import { createElement, type ReactNode } from 'react';
import { richTextLinkRel } from '@jobboard/api/contracts/rich-text-rules';
import { parseRichText, type RichNode } from './rich-text';
import styles from './rich-text.module.css';

function render(nodes: RichNode[]): ReactNode[] {
  return nodes.map((node, i) =>
    typeof node === 'string'
      ? node
      : createElement(
          node.tag,
          node.href ? { key: i, href: node.href, rel: richTextLinkRel } : { key: i },
          ...render(node.children),
        ),
  );
}

/** An offer's or company's description: its paragraphs and lists, nothing executable; plain
 * HTML and a CSS module, so it costs no client script (issue 16). */
export function RichText({ html, lang }: { html: string; lang?: string }) {
  return (
    <div lang={lang} className={styles.richText}>
      {render(parseRichText(html))}
    </div>
  );
}
