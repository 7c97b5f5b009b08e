import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import type { AppLocale } from '@/i18n/routing';
import { LandingPage } from './landing-page';
import type { LandingParams } from './resolve-landing';
import type { PageSearchParams } from './search-page-data';

/** The route component of the three landing depths: /job/{category}[/{specialization}[/{city}]]. */
export async function LandingRoute(props: {
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
