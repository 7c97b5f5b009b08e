import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import { checkJobCategory } from '@/modules/landings/check-job-category';
import { LandingPage } from './landing-page';
import type { LandingParams } from './resolve-landing';
import type { PageSearchParams } from '@/modules/search/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { RoutePathname } from '@jobboard/tenancy/route-table';

/** The route component of the three landing depths: /job/{category}[/{specialization}[/{city}]]. */
export async function LandingRoute(props: {
  params: Promise<LandingParams & { board: string; locale: Locale }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const { board: key, locale, ...params } = await props.params;
  setRequestLocale(locale);
  const board = requireBoard(key);
  // The other language's category slug 308s to this board's slug; anything else is a 404.
  checkJobCategory(landingPathname(params))(board, locale, { ...params });
  return (
    <LandingPage
      board={board}
      locale={locale}
      params={params}
      searchParams={await props.searchParams}
    />
  );
}

function landingPathname(params: LandingParams): RoutePathname {
  if (params.city) return '/job/[category]/[specialization]/[city]';
  if (params.specialization) return '/job/[category]/[specialization]';
  return '/job/[category]';
}
