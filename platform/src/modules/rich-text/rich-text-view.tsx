import Box from '@mui/material/Box';
import { createElement, type ReactNode } from 'react';
import { richTextLinkRel } from '@jobboard/api/contracts/rich-text-rules';
import { parseRichText, type RichNode } from './rich-text';

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

/** An offer's or company's description: its paragraphs and lists, nothing executable. */
export function RichText({ html, lang }: { html: string; lang?: string }) {
  return (
    <Box
      lang={lang}
      sx={{
        '& p': { mt: 0, mb: 1.5 },
        '& ul, & ol': { mt: 0, mb: 1.5, pl: 3 },
        '& a': { color: 'primary.main' },
      }}
    >
      {render(parseRichText(html))}
    </Box>
  );
}
