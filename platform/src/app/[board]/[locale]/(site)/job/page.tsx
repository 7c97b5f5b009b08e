import { permanentRedirect } from 'next/navigation';
import { requireBoard } from '@/boards';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';

/** /job without its category (spec: the category is optional): the board's own job page. */
export default async function Page(props: { params: Promise<{ board: string; locale: Locale }> }) {
  const { board: key, locale } = await props.params;
  const board = requireBoard(key);
  permanentRedirect(pathFor(locale, '/job/[category]', { category: board.jobPageSlugs[locale] }));
}
