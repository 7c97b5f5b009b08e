'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink, MIN_FETCH_DISPLAY_MS, useMinimumDuration } from '@/modules/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import { useAppRouter } from '@/modules/navigation';
import { Suspense, useCallback, useState } from 'react';
import useSWR from 'swr';
import {
  employerOfferStatuses,
  type EmployerOfferDto,
  type EmployerOfferRowDto,
} from '@jobboard/api/contracts/employer-offers/offer-dto';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useApiFetch } from '@/modules/http';
import { CreditsSummary, type CreditBalance, type PostingPrice } from '@/modules/publishing';
import { FeaturedReturn } from './featured-return';
import { OfferRow } from './offer-row';
import { useDebouncedValue } from '@/modules/forms';
import {
  ListFilters,
  ListPagination,
  ListSearchField,
  ListSelectField,
} from '@/modules/list-controls';
import { companyLabel, type WizardOptions } from '../wizard/wizard-options';

interface ListResponse {
  data: EmployerOfferRowDto[];
  meta: { current_page: number; last_page: number; total: number };
}

/** The team's offers, newest first, with filters, title search and paging (spec sections 4, 9). */
export function MyOffersPage({
  companies,
  boardNames,
  showApplications,
  board,
  featuredPrices,
  credits,
  canBuyPackages,
}: {
  companies: WizardOptions['companies'];
  boardNames: Record<string, string>;
  /** The member holds manage_candidates: each offer links to its applications. */
  showApplications: boolean;
  /** This board's key (the featured checkout is sold per board). */
  board: string;
  /** The featured durations this board sells, with taxes; empty: it sells none. */
  featuredPrices: PostingPrice[];
  /** The team's posting credits per board; null: this board sells no package (none shown). */
  credits: CreditBalance[] | null;
  /** The member may buy a package (manage_billing): the credits link to the packages. */
  canBuyPackages: boolean;
}) {
  const t = useTranslations('employer-offers.myOffers');
  const tPublishing = useTranslations('publishing.unpublish');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const [status, setStatus] = useState('');
  const [company, setCompany] = useState('');
  const [title, setTitle] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(title.trim(), 500);
  const query = new URLSearchParams({ lg: locale, page: String(page) });
  if (status) query.set('status', status);
  if (company) query.set('company_id', company);
  if (search) query.set('title', search);
  const { data, isLoading, isValidating, mutate } = useSWR(
    apiPath('/ats/offers', {}, query),
    (url: string) => api<ListResponse>(url),
    { keepPreviousData: true },
  );
  const filtered = Boolean(status || company || search);
  const rows = data?.data ?? [];
  const fetching = useMinimumDuration(isLoading || isValidating, MIN_FETCH_DISPLAY_MS);

  async function duplicate(id: number) {
    const copy = await api<{ data: EmployerOfferDto }>(
      apiPath('/ats/offers/{id}/duplicate', { id }, { lg: locale }),
      {
        method: 'POST',
      },
    );
    enqueueSnackbar(t('duplicated'), { variant: 'success' });
    router.push(pathFor(locale, '/employer/offer/[id]/edit', { id: String(copy.data.id) }));
  }

  async function unpublish(id: number) {
    await api(apiPath('/ats/offers/{id}/unpublish-from-all-jobboards', { id }, { lg: locale }), {
      method: 'PUT',
    });
    enqueueSnackbar(tPublishing('done'), { variant: 'success' });
    await mutate();
  }

  async function fill(id: number, action: 'mark-filled' | 'reopen') {
    const endpoint =
      action === 'reopen' ? '/ats/offers/{id}/reopen' : '/ats/offers/{id}/mark-filled';
    await api(apiPath(endpoint, { id }, { lg: locale }), { method: 'PUT' });
    enqueueSnackbar(t(action === 'reopen' ? 'fill.reopened' : 'fill.done'), { variant: 'success' });
    await mutate();
  }

  /** To Stripe's page for the featured period; back here, FeaturedReturn says how it went. */
  async function feature(id: number, days: number) {
    const origin = window.location.origin;
    const back = `${origin}${pathFor(locale, '/employer/my-offers')}?featured=${id}`;
    const { data: checkout } = await api<{ data: { url: string } }>(
      apiPath(
        '/jobboard/{board}/employer/offer/{id}/create-featured-checkout-session',
        { board, id },
        { lg: locale },
      ),
      {
        method: 'POST',
        body: {
          days,
          success_url: `${back}&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${back}&cancelled=1`,
        },
      },
    );
    window.location.assign(checkout.url);
  }

  const refresh = useCallback(() => mutate(), [mutate]);

  const reset = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography component="h1" variant="h4">
          {t('title')}
        </Typography>
        <Button
          component={AppLink}
          href={pathFor(locale, '/employer/create-offer')}
          variant="contained"
        >
          {t('create')}
        </Button>
      </Stack>
      {credits && (
        <CreditsSummary credits={credits} boardNames={boardNames} buyLink={canBuyPackages} />
      )}
      <Suspense>
        <FeaturedReturn board={board} onSettled={refresh} />
      </Suspense>
      <ListFilters>
        <ListSearchField
          label={t('search')}
          name="title"
          value={title}
          onChange={(v) => reset(() => setTitle(v))}
        />
        <ListSelectField
          label={t('status')}
          name="status"
          value={status}
          onChange={(v) => reset(() => setStatus(v))}
          minWidth={200}
          options={[
            { value: '', label: t('allStatuses') },
            ...employerOfferStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          ]}
        />
        <ListSelectField
          label={t('company')}
          name="company"
          value={company}
          onChange={(v) => reset(() => setCompany(v))}
          minWidth={220}
          options={[
            { value: '', label: t('allCompanies') },
            ...companies.map((c) => ({ value: String(c.id), label: companyLabel(c.name, locale) })),
          ]}
        />
      </ListFilters>
      <div aria-live="polite">
        {data ? (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('total', { count: data.meta.total })}
          </Typography>
        ) : null}
      </div>
      {fetching ? <LinearProgress aria-label={t('loading')} sx={{ mb: 1 }} /> : null}
      {data && rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography component="p" variant="h6" gutterBottom>
            {filtered ? t('emptyFiltered') : t('empty')}
          </Typography>
          {filtered ? null : (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('emptyHelp')}
              </Typography>
              <Button
                component={AppLink}
                href={pathFor(locale, '/employer/create-offer')}
                variant="contained"
              >
                {t('create')}
              </Button>
            </>
          )}
        </Paper>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <OfferRow
            key={row.id}
            row={row}
            boardNames={boardNames}
            showApplications={showApplications}
            onDuplicate={() => duplicate(row.id)}
            onUnpublish={() => unpublish(row.id)}
            onFill={() => fill(row.id, 'mark-filled')}
            onReopen={() => fill(row.id, 'reopen')}
            featurable={
              row.status === 'published' &&
              row.boards.includes(board) &&
              !row.under_review.includes(board)
            }
            featuredPrices={featuredPrices}
            onFeature={(days) => feature(row.id, days)}
          />
        ))}
      </Stack>
      <ListPagination
        pageCount={data?.meta.last_page ?? 1}
        page={data?.meta.current_page ?? page}
        onChange={setPage}
        label={t('pages')}
      />
    </Container>
  );
}
