import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import { CategoryPage } from '@/modules/categories/category-page';
import type { Locale } from '@jobboard/tenancy/board-config';

export { generateMetadata } from '@/modules/categories/category-metadata';

export default async function Page(props: {
  params: Promise<{ board: string; locale: Locale; type: string; slug: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
}) {
  const { board, locale, type, slug } = await props.params;
  setRequestLocale(locale);
  const page = Number((await props.searchParams).page);
  return (
    <CategoryPage
      board={requireBoard(board)}
      locale={locale}
      type={type}
      slug={slug}
      page={Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1}
    />
  );
}
