import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import { HomeSearchPage } from '@/modules/search/page/home-search-page';
import type { PageSearchParams } from '@/modules/search/page/search-page-data';
import type { Locale } from '@jobboard/tenancy/board-config';

// Spec section 2: "Home / find-a-job" is one screen with one canonical (the home page's); this
// entry leads with the filters and results (issue 19 item 5).
export { generateMetadata } from '@/modules/search/page/home-search-metadata';

export default async function Page(props: {
  params: Promise<{ board: string; locale: Locale }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const { board, locale } = await props.params;
  setRequestLocale(locale);
  return (
    <HomeSearchPage
      board={requireBoard(board)}
      locale={locale}
      searchParams={await props.searchParams}
      lead="results"
    />
  );
}
