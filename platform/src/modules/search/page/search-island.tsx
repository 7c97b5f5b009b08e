import 'server-only';
import { DEFAULT_RADIUS_KM } from '@jobboard/api/contracts/offer-filter-rules';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { AdSlot } from '@/modules/ads';
import { adSetup, adText } from '@/modules/ads/server';
import { formatMessage, PaginationView, ResultCards } from '@/modules/offer-list';
import { JobAlertFrame } from '../job-alert/job-alert-frame';
import { formValues, searchParamsOf, type OffersQuery } from '../offer-filters';
import type { OfferSearchProps } from '../results/offer-search';
import { SearchFilters, type FilterChoice } from '../filters/search-filters';
import { loadSearchPage, type PageSearchParams } from './search-page-data';
import { searchIslandContext } from './search-text-server';

/**
 * The search island's props for one search page: its first page of results rendered here, on
 * the server (cards, pages, count), so the island receives that markup and never the offers
 * themselves. The filters' form too, in the page's language, so the island only enhances it.
 * The ad zones too, so a board without any sends no ad code.
 */
export async function searchIslandProps(
  board: BoardConfig,
  locale: Locale,
  base: OffersQuery,
  searchParams: PageSearchParams,
  fixed: { city?: boolean; specialization?: boolean } = {},
): Promise<Omit<OfferSearchProps, 'fixed' | 'filtersCollapsedOnPhone'>> {
  const ads = adSetup(board);
  const [page, island, adWording] = await Promise.all([
    loadSearchPage(board, locale, base, searchParams),
    searchIslandContext(board, locale),
    ads.zones ? adText(board, locale) : null,
  ]);
  // The URL's filters, as the island starts from them (a fallen-back search included).
  const { filters, results, requested: urlFilters, place } = page;
  const list = island.text.list;
  const { sortRelevance, sortDate, sortSalary, sortDistance } = island.text.filters;
  const choice = (a: { id: number; label: Record<Locale, string> }): FilterChoice => ({
    id: a.id,
    label: a.label[locale],
  });
  return {
    text: island.islandText,
    sortOptions: {
      always: (
        <>
          <option value="relevance">{sortRelevance}</option>
          <option value="date">{sortDate}</option>
          <option value="salary">{sortSalary}</option>
        </>
      ),
      withPlace: <option value="distance">{sortDistance}</option>,
    },
    cardActions: island.cardActions,
    now: island.now,
    alertRuntime: island.alertRuntime,
    board: board.key,
    locale,
    base,
    initial: { filters, data: { meta: results.meta } },
    place,
    defaultRadiusKm: DEFAULT_RADIUS_KM,
    // Mostly the same filters: the same object is sent once in the flight data, then referenced.
    urlFilters: JSON.stringify(urlFilters) === JSON.stringify(filters) ? filters : urlFilters,
    firstPage: {
      count: formatMessage(list.results.count, { total: results.meta.total }, locale),
      cards: (
        <ResultCards
          offers={results.data}
          locale={locale}
          text={list.card}
          actions={island.cardActions}
          now={new Date(island.now)}
        />
      ),
      pages: (
        <PaginationView
          page={filters.page}
          lastPage={results.meta.last_page}
          query={searchParamsOf(filters, base).toString()}
          text={list.pagination}
          locale={locale}
        />
      ),
    },
    ads: adWording
      ? {
          leaderboard: <AdSlot zone="leaderboard" ads={ads} text={adWording} />,
          mobile: <AdSlot zone="mobile" ads={ads} text={adWording} />,
          bigBox: <AdSlot zone="bigBox" ads={ads} text={adWording} />,
        }
      : null,
    alertFrame: <JobAlertFrame text={island.text.alerts} />,
    filtersForm: (
      <SearchFilters
        value={formValues(urlFilters)}
        options={{
          specializations: page.specializations.map(choice),
          schedules: page.schedules.map(choice),
          cities: page.cities,
        }}
        fixed={fixed}
        place={place}
        text={island.text.filters}
      />
    ),
  };
}
