import type { Metadata } from 'next';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { absoluteUrl, languageAlternates } from './canonical-url';
import { publicOrigin } from './public-origin';
import { parseRichText, type RichNode } from '@/modules/rich-text';

/** Title, description, canonical URL, hreflang alternates and Open Graph of one page. */
export function browsingMetadata(input: {
  board: BoardConfig;
  locale: Locale;
  title: string;
  description: string;
  pathIn: (locale: Locale) => string;
  type?: 'website' | 'article';
}): Metadata {
  const { board, locale, title, description, pathIn } = input;
  const origin = publicOrigin(board);
  const url = absoluteUrl(origin, pathIn(locale));
  const image = absoluteUrl(origin, board.images.ogImage);
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(board, origin, pathIn) },
    openGraph: {
      type: input.type ?? 'website',
      siteName: board.name[locale],
      locale: `${locale}_CA`,
      title,
      description,
      url,
      images: [{ url: image, width: 1200, height: 630, alt: board.name[locale] }],
    },
    // Shared on X/Twitter (and the apps that read its tags), the card shows the same image.
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

const textOf = (nodes: RichNode[]): string =>
  nodes.map((n) => (typeof n === 'string' ? n : ` ${textOf(n.children)} `)).join('');

/** A meta description from rich text: plain words, at most about 160 characters. */
export function summary(html: string, max = 160): string {
  const text = textOf(parseRichText(html)).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
