import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import type { AppLocale } from '@/i18n/routing';
import { LandingPage } from '@/modules/offers/landing-page';
import type { LandingParams } from '@/modules/offers/resolve-landing';
import type { PageSearchParams } from '@/modules/offers/search-page-data';

export { generateMetadata } from '@/modules/offers/landing-metadata';

export default async function Page(props: {
  params: Promise<LandingParams & { board: string; locale: AppLocale }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const { board, locale, ...params } = await props.params;
  setRequestLocale(locale);
  return (
    <LandingPage
      board={requireBoard(board)}
      locale={locale}
      params={params}
      searchParams={await props.searchParams}
    />
  );
}
