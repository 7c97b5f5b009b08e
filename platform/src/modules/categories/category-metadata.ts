import type { Metadata } from 'next';
import type { AppLocale } from '@/i18n/routing';
import { findBoard } from '@/boards';
import { browsingMetadata } from '../seo/page-seo';
import { categoryPath } from '../seo/canonical-url';
import { categoryWording } from './category-wording';
import { resolveCategory } from './resolve-category';

export async function generateMetadata(props: {
  params: Promise<{ board: string; locale: AppLocale; type: string; slug: string }>;
}): Promise<Metadata> {
  const { board: key, locale, type, slug } = await props.params;
  const board = findBoard(key);
  if (!board) return {};
  const attribute = await resolveCategory(board, locale, type, slug);
  const { heading, description } = await categoryWording(board, locale, attribute);
  return browsingMetadata({
    board,
    locale,
    title: heading,
    description,
    // Each language's own slug; the canonical drops ?page like the landing pages do.
    pathIn: (l) => categoryPath(l, attribute),
  });
}
