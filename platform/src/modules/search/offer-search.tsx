'use client';

import { useEffect, useState } from 'react';
import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import type { OfferListDto } from '@jobboard/api/contracts/offers';
import type { CityOption } from '@jobboard/api/services/catalogue/cities';
import type { Locale } from '@jobboard/tenancy/board-config';
import { AdSlot, useAdConsent, type AdSetup } from '@/modules/ads';
import { OfferResults, PaginationView, type OfferCardActions } from '@/modules/offer-list';
import { cx, ui } from '@/modules/plain-ui';
import type { JobAlertRuntime } from './job-alert-lazy';
import { JobAlertSlot } from './job-alert-slot';
import { clampPage, filtersToParams, type OfferFilters, type OfferSort } from './offer-filters';
import { SearchFilters } from './search-filters';
import type { SearchText } from './search-text';
import { useHydrated } from '@/modules/http';
import { useOfferSearch } from './use-offer-search';
import { useUrlFilters } from './use-url-filters';
import styles from './offer-search.module.css';
import fieldStyles from './fields.module.css';

export interface OfferSearchProps {
  board: string;
  locale: Locale;
  /** What the page's own URL path fixes (a landing page's specialization and city). */
  base: OfferFilters;
  /** The server-rendered results and the filters they answer. */
  initial: { filters: OfferFilters; data: OfferListDto };
  specializations: readonly OfferAttributeDto[];
  schedules: readonly OfferAttributeDto[];
  cities: readonly CityOption[];
  fixed?: { city?: boolean; specialization?: boolean };
  /**
   * On a phone the filters wait behind a button, so the results lead (a search URL, find-a-job):
   * stacked above them they pushed the first offer 1,675 px down (issue 19 item 5).
   */
  filtersCollapsedOnPhone?: boolean;
  /** Every string shown, translated on the server. */
  text: SearchText;
  /** The result cards' Save and Quick apply. */
  cardActions: OfferCardActions;
  /** The request's clock (ISO), for the cards' relative dates. */
  now: string;
  ads: AdSetup;
  /** What the job alert form needs once it loads (its messages, the board). */
  alertRuntime: JobAlertRuntime;
}

/**
 * Filters, results, paging and the board's ads, all driven by the URL's query string: the one
 * client island of the search pages, rendered on the server with the first results. No MUI, no
 * SWR and no message catalogue: plain markup with CSS Modules and the strings as props.
 */
export function OfferSearch(props: OfferSearchProps) {
  const { board, locale, base, initial, fixed, filtersCollapsedOnPhone = false, text, ads } = props;
  const [filtersOpen, setFiltersOpen] = useState(!filtersCollapsedOnPhone);
  const { filters, write } = useUrlFilters(base);
  const search = useOfferSearch(board, locale, filters, initial, text.toasts);
  const consented = useAdConsent();
  const [now] = useState(() => new Date(props.now));
  // A board without ad zones gives the results the ad column's width (issue 19 item 4).
  const hasAds = ads.zones !== null;
  const lastPage = search.data?.meta.last_page;
  // Tests wait for it before typing.
  const hydrated = useHydrated();
  const t = text.filters;

  // Spec section 4: filters keep the page; past the new last page, show the last one instead.
  useEffect(() => {
    if (lastPage === undefined || search.fetching) return;
    const clamped = clampPage(filters, lastPage);
    if (clamped !== filters) write(clamped, 'replace');
  }, [filters, lastPage, search.fetching, write]);

  return (
    <div data-testid="offer-search" data-hydrated={hydrated} className={styles.root}>
      <AdSlot zone="leaderboard" consented={consented} ads={ads} text={text.ad} />
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
            id="search-filters"
            className={cx(styles.filters, !filtersOpen && styles.filtersClosed)}
          >
            <SearchFilters
              value={filters}
              onChange={(next) => write(next)}
              locale={locale}
              specializations={props.specializations}
              schedules={props.schedules}
              cities={props.cities}
              text={t}
              {...(fixed ? { fixed } : {})}
            />
          </div>
        </div>
        <div className={styles.main}>
          <AdSlot zone="mobile" consented={consented} ads={ads} text={text.ad} />
          <div className={styles.sortRow}>
            <div className={cx(fieldStyles.field, fieldStyles.small, styles.sort)}>
              <select
                id="search-sort"
                name="sort"
                className={fieldStyles.select}
                value={filters.sort || (filters.title.trim() ? 'relevance' : 'date')}
                onChange={(e) => write({ ...filters, sort: e.target.value as OfferSort })}
              >
                <option value="relevance">{t.sortRelevance}</option>
                <option value="date">{t.sortDate}</option>
              </select>
              <label htmlFor="search-sort" className={cx(fieldStyles.label, fieldStyles.shrunk)}>
                {t.sort}
              </label>
              <SelectArrow />
            </div>
          </div>
          <OfferResults
            data={search.data}
            error={search.error}
            fetching={search.fetching}
            locale={locale}
            onRetry={search.retry}
            text={text.list}
            actions={props.cardActions}
            now={now}
          />
          <PaginationView
            page={filters.page}
            lastPage={lastPage ?? 1}
            query={filtersToParams(filters, base).toString()}
            text={text.list.pagination}
            locale={locale}
            onChange={(page) => {
              write({ ...filters, page });
              window.scrollTo({ top: 0 });
            }}
          />
          <JobAlertSlot
            search={filtersToParams(filters).toString()}
            text={text.alerts}
            runtime={props.alertRuntime}
          />
        </div>
        {hasAds ? (
          <div className={styles.adColumn}>
            <AdSlot zone="bigBox" consented={consented} ads={ads} text={text.ad} />
          </div>
        ) : null}
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
