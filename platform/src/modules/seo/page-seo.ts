import type { Metadata } from 'next';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { absoluteUrl, languageAlternates } from './canonical-url';
import { publicOrigin } from './public-origin';
import { searchTitle } from './search-title';
import { parseRichText, type RichNode } from '@/modules/rich-text';

/** Title, description, canonical URL, hreflang alternates and Open Graph of one page. */
export function browsingMetadata(input: {
  board: BoardConfig;
  locale: Locale;
  title: string;
  description: string;
  pathIn: (locale: Locale) => string;
  type?: 'website' | 'article';
  /**
   * Where the page's canonical copy lives when it is not here: another board that is its home
   * (an offer shared by two boards), and the languages it exists in (an offer written in French
   * only is the same page under /en/). Default: this board, both languages.
   */
  canonical?: { board?: BoardConfig; locales?: readonly Locale[] };
}): Metadata {
  const { board, locale, description, pathIn } = input;
  const title = searchTitle(input.title);
  const home = input.canonical?.board ?? board;
  const locales = input.canonical?.locales?.length
    ? input.canonical.locales
    : (['fr', 'en'] as const);
  const origin = publicOrigin(home);
  const url = absoluteUrl(origin, pathIn(locales.includes(locale) ? locale : locales[0]!));
  // The card shows the board the reader is on, even when the canonical copy lives on another.
  const image = absoluteUrl(publicOrigin(board), board.images.ogImage);
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(home, origin, pathIn, locales) },
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
