'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import type { OfferListDto } from '@jobboard/api/contracts/offers';
import type { CityOption } from '@jobboard/api/services/catalogue/cities';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useBoard } from '@jobboard/tenancy/board-context';
import { useHydrated } from '@/modules/http';
import { AdSlot } from '@/modules/ads';
import { clampPage, filtersToParams, type OfferFilters, type OfferSort } from './offer-filters';
import { OfferPagination } from '@/modules/offer-list';
import { OfferResults } from '@/modules/offer-list';
import { SearchFilters } from './search-filters';
import { JobAlertForm } from '@/modules/job-alerts';
import { useAdConsent } from '@/modules/ads';
import { useOfferSearch } from './use-offer-search';
import { useUrlFilters } from './use-url-filters';

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
}

/** Filters, results, paging and the board's ads, all driven by the URL's query string. */
export function OfferSearch(props: OfferSearchProps) {
  const { board, locale, base, initial, fixed, filtersCollapsedOnPhone = false } = props;
  const t = useTranslations('offers.filters');
  const [filtersOpen, setFiltersOpen] = useState(!filtersCollapsedOnPhone);
  const { filters, write } = useUrlFilters(base);
  const search = useOfferSearch(board, locale, filters, initial);
  const consented = useAdConsent();
  // A board without ad zones gives the results the ad column's width (issue 19 item 4).
  const hasAds = useBoard().adZones !== null;
  const lastPage = search.data?.meta.last_page;
  // Tests wait for it before typing.
  const hydrated = useHydrated();

  // Spec section 4: filters keep the page; past the new last page, show the last one instead.
  useEffect(() => {
    if (lastPage === undefined || search.fetching) return;
    const clamped = clampPage(filters, lastPage);
    if (clamped !== filters) write(clamped, 'replace');
  }, [filters, lastPage, search.fetching, write]);

  return (
    <Box data-testid="offer-search" data-hydrated={hydrated}>
      <AdSlot zone="leaderboard" consented={consented} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            md: '280px 1fr',
            lg: hasAds ? '280px 1fr 300px' : '280px 1fr',
          },
          alignItems: 'start',
        }}
      >
        <Box>
          {filtersCollapsedOnPhone ? (
            <Button
              variant="outlined"
              aria-expanded={filtersOpen}
              aria-controls="search-filters"
              onClick={() => setFiltersOpen((open) => !open)}
              sx={{ display: { xs: 'inline-flex', md: 'none' }, mb: filtersOpen ? 2 : 0 }}
            >
              {filtersOpen ? t('hide') : t('show')}
            </Button>
          ) : null}
          <Box
            id="search-filters"
            sx={{ display: { xs: filtersOpen ? 'block' : 'none', md: 'block' } }}
          >
            <SearchFilters
              value={filters}
              onChange={(next) => write(next)}
              locale={locale}
              specializations={props.specializations}
              schedules={props.schedules}
              cities={props.cities}
              {...(fixed ? { fixed } : {})}
            />
          </Box>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <AdSlot zone="mobile" consented={consented} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
            <TextField
              select
              size="small"
              label={t('sort')}
              name="sort"
              value={filters.sort || (filters.title.trim() ? 'relevance' : 'date')}
              onChange={(e) => write({ ...filters, sort: e.target.value as OfferSort })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 180 }}
            >
              <option value="relevance">{t('sortRelevance')}</option>
              <option value="date">{t('sortDate')}</option>
            </TextField>
          </Box>
          <OfferResults
            data={search.data}
            error={search.error}
            fetching={search.fetching}
            locale={locale}
            onRetry={search.retry}
          />
          <OfferPagination
            page={filters.page}
            lastPage={lastPage ?? 1}
            query={filtersToParams(filters, base).toString()}
            onChange={(page) => {
              write({ ...filters, page });
              window.scrollTo({ top: 0 });
            }}
          />
          <JobAlertForm search={filtersToParams(filters).toString()} />
        </Box>
        {hasAds ? (
          <Box sx={{ display: { xs: 'none', lg: 'block' }, position: 'sticky', top: 16 }}>
            <AdSlot zone="bigBox" consented={consented} />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
