import type { Metadata } from 'next';
import { findBoard } from '@/boards';
import { withRssFeed } from '@/modules/feeds/server';
import { browsingMetadata } from '@/modules/seo/server';
import { categoryPath } from '@jobboard/tenancy/paths';
import { categoryWording } from './category-wording';
import { resolveCategory } from './resolve-category';
import type { Locale } from '@jobboard/tenancy/board-config';

export async function generateMetadata(props: {
  params: Promise<{ board: string; locale: Locale; type: string; slug: string }>;
}): Promise<Metadata> {
  const { board: key, locale, type, slug } = await props.params;
  const board = findBoard(key);
  if (!board) return {};
  const attribute = await resolveCategory(board, locale, type, slug);
  const { heading, description } = await categoryWording(board, locale, attribute);
  const metadata = browsingMetadata({
    board,
    locale,
    title: heading,
    description,
    // Each language's own slug; the canonical drops ?page like the landing pages do.
    pathIn: (l) => categoryPath(l, attribute),
  });
  // The offers API (and so the feed) filters by one attribute the way this page lists them.
  return withRssFeed(
    metadata,
    board,
    locale,
    new URLSearchParams({ attribute: String(attribute.id) }),
  );
}
