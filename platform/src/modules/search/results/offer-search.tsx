'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Locale } from '@jobboard/tenancy/board-config';
import { OfferResults, type OfferCardActions } from '@/modules/offer-list';
import { cx, ui } from '@/modules/plain-ui';
import type { JobAlertRuntime } from '../job-alert/job-alert-lazy';
import { JobAlertSlot } from '../job-alert/job-alert-slot';
import type { OfferSort, OffersQuery } from '../offer-filters';
import type { PlaceEvents, SearchFormHandle } from '../filters/search-form-enhancer';
import type { PagePlace } from '../page/search-page-data';
import { fillTemplate, type SearchIslandText } from '../search-text';
import { useHydrated } from '@/modules/http';
import { useOfferSearch, type ResultPage } from './use-offer-search';
import { useResultsView } from './use-results-view';
import { useUrlFilters } from './use-url-filters';
import styles from './offer-search.module.css';
import fieldStyles from '../filters/fields.module.css';

export interface OfferSearchProps {
  board: string;
  locale: Locale;
  /** What the page's own URL path fixes (a landing page's specialization and city). */
  base: OffersQuery;
  /** The filters the server's first page answers, and its totals. */
  initial: { filters: OffersQuery; data: ResultPage };
  /** The URL's place as the gazetteer read it: its label, or the text that named none. */
  place: PagePlace;
  /** The radius of a place given without one (km). */
  defaultRadiusKm: number;
  /** The URL's filters as the server read them (the form shows them): the island's first state. */
  urlFilters: OffersQuery;
  /** That first page rendered on the server: shown until the visitor changes the search. */
  firstPage: { count: string; cards: ReactNode; pages: ReactNode };
  /** The sort's options, rendered on the server (no wording in the island's code): nearest first
   * only shows with a place. */
  sortOptions: { always: ReactNode; withPlace: ReactNode };
  /** The filters' form, rendered on the server (SearchFilters); the island enhances it. */
  filtersForm: ReactNode;
  fixed?: { city?: boolean; specialization?: boolean };
  /**
   * On a phone the filters wait behind a button, so the results lead (a search URL, find-a-job):
   * stacked above them they pushed the first offer 1,675 px down (issue 19 item 5).
   */
  filtersCollapsedOnPhone?: boolean;
  /** Every string shown, translated on the server. */
  text: SearchIslandText;
  /** The result cards' Save and Quick apply. */
  cardActions: OfferCardActions;
  /** The request's clock (ISO), for the cards' relative dates. */
  now: string;
  /**
   * The board's ad zones, rendered on the server; null on a board without any, whose pages then
   * carry no ad code.
   */
  ads: { leaderboard: ReactNode; mobile: ReactNode; bigBox: ReactNode } | null;
  /** The job alert form's frame, rendered on the server, held until the form loads. */
  alertFrame: ReactNode;
  /** What the job alert form needs once it loads (its messages, the board). */
  alertRuntime: JobAlertRuntime;
}

/**
 * Filters, results, paging and the board's ads, all driven by the URL's query string: the one
 * client island of the search pages. No MUI, no SWR and no message catalogue: plain markup with
 * CSS Modules and the strings as props. The first page of results comes rendered by the server
 * (`firstPage`); the code that renders the next ones loads apart (useResultsView).
 */
export function OfferSearch(props: OfferSearchProps) {
  const { board, locale, base, initial, fixed, filtersCollapsedOnPhone = false, text, ads } = props;
  const [filtersOpen, setFiltersOpen] = useState(!filtersCollapsedOnPhone);
  const { filters, write } = useUrlFilters(base, props.urlFilters);
  // The place's words: the label of each `near` value this page has named (for the empty state),
  // and what was typed when it named no place (the notice above the results).
  const [labels, setLabels] = useState<Record<string, string>>(() =>
    props.place && 'near' in props.place ? { [props.place.near]: props.place.label } : {},
  );
  const [unmatched, setUnmatched] = useState<string | null>(() =>
    props.place && 'unmatched' in props.place ? props.place.unmatched : null,
  );
  const placeEvents = useRef<PlaceEvents>({
    placeLabel: (near, label) => setLabels((known) => ({ ...known, [near]: label })),
    placeUnmatched: setUnmatched,
  });
  const latest = useRef(filters);
  const form = useRef<SearchFormHandle | null>(null);
  // A place the API found no match for (a Back to a link naming one): said, and searched without.
  const onUnmatchedPlace = useCallback(
    (text: string) => {
      form.current?.refusePlace(text);
      setUnmatched(text);
      const { near: _near, radius: _radius, ...rest } = latest.current;
      write({ ...rest, ...(rest.sort === 'distance' ? { sort: undefined } : {}) }, 'replace');
    },
    [write],
  );
  const search = useOfferSearch(board, locale, filters, initial, text.toasts, onUnmatchedPlace);
  const [now] = useState(() => new Date(props.now));
  const view = useResultsView();
  // A board without ad zones gives the results the ad column's width (issue 19 item 4).
  const hasAds = ads !== null;
  const lastPage = search.data?.meta.last_page;
  const offers = search.data?.data;
  // Fetched offers wait (shown as loading) until the code that renders them is there.
  const shown =
    offers && search.data && view.loaded
      ? { offers, total: search.data.meta.total, view: view.loaded }
      : null;
  const fetching = search.fetching || (offers !== undefined && !shown);
  // Tests wait for it before typing.
  const hydrated = useHydrated();
  const t = text.filters;

  // The server-rendered form drives the filters through plain listeners, which come with the
  // results' code (results-view.ts): the form is a working GET form until then. Tests wait for
  // `data-hydrated`, so it also waits for them.
  const formRoot = useRef<HTMLDivElement>(null);
  // What the form's fields show, not counting the visitor's edits: first what the server rendered
  // (the first render's filters, from the same URL), then each filters the fields were synced to.
  // Listeners attached again later must not take a synced field for an edit and push it.
  const formShows = useRef(filters);
  useLayoutEffect(() => {
    latest.current = filters;
  });
  const fixedCity = fixed?.city;
  const fixedSpecialization = fixed?.specialization;
  const enhance = view.loaded?.enhanceSearchForm;
  useLayoutEffect(() => {
    const element = formRoot.current?.querySelector('form');
    if (!element || !enhance) return;
    const handle = enhance(
      element,
      formShows.current,
      () => latest.current,
      (next) => write(next),
      { city: fixedCity, specialization: fixedSpecialization },
      placeEvents.current,
    );
    formShows.current = latest.current;
    form.current = handle;
    return () => {
      form.current = null;
      handle.dispose();
    };
  }, [enhance, write, fixedCity, fixedSpecialization]);
  useLayoutEffect(() => {
    if (!form.current) return;
    form.current.sync(filters);
    formShows.current = filters;
  }, [filters]);

  // Spec section 4: filters keep the page; past the new last page, show the last one instead.
  useEffect(() => {
    if (lastPage === undefined || search.fetching) return;
    const last = Math.max(1, lastPage);
    if (filters.page > last) write({ ...filters, page: last }, 'replace');
  }, [filters, lastPage, search.fetching, write]);

  // The first change fetches and renders at once: the results' code comes while the page idles.
  const { load } = view;
  useEffect(() => {
    if (offers) load();
    else if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(load, { timeout: 5000 });
      return () => window.cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(load, 2000);
      return () => clearTimeout(timer);
    }
  }, [offers, load]);

  // The pages are plain links (the server renders them): a plain click pages in place, a
  // modified one (new tab...) follows the link.
  const page = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    write({ ...filters, page: Number(new URL(link.href).searchParams.get('page') ?? 1) });
    window.scrollTo({ top: 0 });
  };

  return (
    <div
      data-testid="offer-search"
      data-hydrated={hydrated && enhance !== undefined}
      className={styles.root}
    >
      {ads?.leaderboard}
      <div className={cx(styles.columns, hasAds && styles.withAds)}>
        <div>
          {filtersCollapsedOnPhone ? (
            <button
              type="button"
              className={cx(
                ui.button,
                ui.outlined,
                styles.toggle,
                filtersOpen && styles.toggleOpen,
              )}
              aria-expanded={filtersOpen}
              aria-controls="search-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? t.hide : t.show}
            </button>
          ) : null}
          <div
            ref={formRoot}
            id="search-filters"
            // Touching the form brings its listeners at once rather than at the next idle time.
            onFocus={view.load}
            onPointerDown={view.load}
            className={cx(styles.filters, !filtersOpen && styles.filtersClosed)}
          >
            {props.filtersForm}
          </div>
        </div>
        <div className={styles.main}>
          {ads?.mobile}
          <div className={styles.sortRow}>
            <div className={cx(fieldStyles.field, fieldStyles.small, styles.sort)}>
              <select
                id="search-sort"
                name="sort"
                className={fieldStyles.select}
                // effectiveSort's rule, written out: its module would join the first-load JavaScript.
                // Nearest first is offered with a place only (the form drops it with the place).
                value={filters.sort ?? (filters.title?.trim() ? 'relevance' : 'date')}
                onChange={(e) => write({ ...filters, sort: e.target.value as OfferSort })}
              >
                {props.sortOptions.always}
                {filters.near && props.sortOptions.withPlace}
              </select>
              <label htmlFor="search-sort" className={cx(fieldStyles.label, fieldStyles.shrunk)}>
                {t.sort}
              </label>
              <SelectArrow />
            </div>
          </div>
          {/* Said above the results: they are not filtered by a place that matched none. */}
          <div role="status">
            {unmatched !== null ? (
              <p data-testid="place-notice" className={cx(ui.body2, styles.notice)}>
                {fillTemplate(t.placeNotice, { place: unmatched })}
              </p>
            ) : null}
          </div>
          <OfferResults
            emptyText={
              filters.near
                ? {
                    title: fillTemplate(t.emptyNear, {
                      km: filters.radius ?? props.defaultRadiusKm,
                      place: labels[filters.near] ?? filters.near,
                    }),
                    hint: t.emptyNearHint,
                  }
                : undefined
            }
            count={
              shown
                ? shown.view.formatMessage(text.list.results.count, { total: shown.total }, locale)
                : props.firstPage.count
            }
            empty={(offers ? offers.length : search.data?.meta.total) === 0}
            alert={
              search.error && !fetching && view.loaded ? (
                <view.loaded.ResultsAlert text={text.list.results} onRetry={search.retry} />
              ) : null
            }
            fetching={fetching}
            text={text.list.results}
          >
            {shown ? (
              <shown.view.ResultCards
                offers={shown.offers}
                locale={locale}
                text={text.list.card}
                actions={props.cardActions}
                now={now}
              />
            ) : (
              props.firstPage.cards
            )}
          </OfferResults>
          {/* The clicks are the links' own: Enter on a focused link clicks it too. */}
          <div onClick={page}>
            {shown ? (
              <shown.view.PaginationView
                page={filters.page}
                lastPage={lastPage ?? 1}
                query={shown.view.searchParamsOf(filters, base).toString()}
                text={text.list.pagination}
                locale={locale}
              />
            ) : (
              props.firstPage.pages
            )}
          </div>
          <JobAlertSlot
            filters={filters}
            frame={props.alertFrame}
            runtime={props.alertRuntime}
            toasts={text.toasts}
          />
        </div>
        {ads ? <div className={styles.adColumn}>{ads.bigBox}</div> : null}
      </div>
    </div>
  );
}

/** MUI's ArrowDropDown of a native select. */
export function SelectArrow() {
  return (
    <svg className={fieldStyles.arrow} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d="M7 10l5 5 5-5z" />
    </svg>
  );
}
