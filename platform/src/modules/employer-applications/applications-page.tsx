'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink, MIN_FETCH_DISPLAY_MS, useMinimumDuration } from '@/modules/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  applicationSorts,
  pipelineStatuses,
  type ApplicationSort,
} from '@jobboard/api/contracts/employer-applications';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useDebouncedValue } from '@/modules/forms';
import {
  ListFilters,
  ListPagination,
  ListSearchField,
  ListSelectField,
} from '@/modules/list-controls';
import { ApplicationDetails } from './application-details';
import { ApplicationRow } from './application-row';
import { BulkStatus } from './bulk-status';
import { CsvDownloadLink } from './csv-download-link';
import { FunnelTable } from './funnel-table';
import { ScreeningFilterField, type ScreeningFilter } from './screening-filter';
import { useApplications, useApplicationsParams } from './use-applications';

/** An offer's applications: filters, sort, paging, bulk status, notes and history, funnel. */
export function ApplicationsPage({
  offerId,
  boardNames,
}: {
  offerId: number;
  boardNames: Record<string, string>;
}) {
  const t = useTranslations('employer-applications');
  const locale = useLocale() as Locale;
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ApplicationSort>('date');
  const [status, setStatus] = useState('');
  const [text, setText] = useState('');
  const [screening, setScreening] = useState<ScreeningFilter>('');
  const [selected, setSelected] = useState<number[]>([]);
  const [details, setDetails] = useState<{ id: number; name: string } | null>(null);
  const q = useDebouncedValue(text.trim(), 500);
  const params = useApplicationsParams(offerId);
  const { data, error, isLoading, isValidating, mutate } = useApplications(offerId, locale, {
    page,
    sort,
    status,
    q,
    screening,
  });
  const rows = data?.data ?? [];
  const fetching = useMinimumDuration(isValidating, MIN_FETCH_DISPLAY_MS);
  const filtered = Boolean(status || q || screening);
  const hasApplications = Object.values(data?.meta.statuses ?? {}).some((n) => n > 0);
  const selectable = rows.filter((r) => r.status !== 'withdrawn').map((r) => r.id);
  const reset = (apply: () => void) => {
    apply();
    setPage(1);
    setSelected([]);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <div>
          <Typography component="h1" variant="h4">
            {t('title')}
          </Typography>
          {data ? (
            <Typography color="text.secondary">
              {t('offer', { title: data.offer.title })}
            </Typography>
          ) : null}
        </div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {/* Only once there is something to take away: an empty sheet helps no one. */}
          {hasApplications ? <CsvDownloadLink params={params} /> : null}
          <Button component={AppLink} href={pathFor(locale, '/employer/my-offers')}>
            {t('backToOffers')}
          </Button>
        </Stack>
      </Stack>

      {data ? <FunnelTable funnel={data.funnel} boardNames={boardNames} /> : null}

      <ListFilters>
        <ListSearchField
          label={t('search')}
          name="q"
          value={text}
          onChange={(v) => reset(() => setText(v))}
        />
        <ListSelectField
          label={t('filterStatus')}
          name="status"
          value={status}
          onChange={(v) => reset(() => setStatus(v))}
          minWidth={200}
          options={[
            { value: '', label: t('allStatuses') },
            ...pipelineStatuses.map((s) => ({
              value: s,
              label: `${t(`statuses.${s}`)} (${data?.meta.statuses[s] ?? 0})`,
            })),
          ]}
        />
        <ScreeningFilterField
          value={screening}
          onChange={(v) => reset(() => setScreening(v))}
          flagged={data?.meta.screening_mismatches ?? 0}
        />
        <ListSelectField
          label={t('sort')}
          name="sort"
          value={sort}
          onChange={(v) => reset(() => setSort(v))}
          minWidth={180}
          options={applicationSorts.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
        />
      </ListFilters>

      {selected.length > 0 ? (
        <BulkStatus
          offerId={offerId}
          ids={selected}
          onDone={() => {
            setSelected([]);
            void mutate();
          }}
        />
      ) : null}

      <div aria-busy={isLoading || isValidating}>
        {fetching ? <LinearProgress aria-label={t('loading')} sx={{ mb: 1 }} /> : null}
        {error ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
          >
            {t('error')}
          </Alert>
        ) : isLoading && !data ? (
          <Typography role="status">{t('loading')}</Typography>
        ) : rows.length === 0 ? (
          <Typography role="status" sx={{ py: 4 }}>
            {filtered ? t('emptyFiltered') : t('empty')}
          </Typography>
        ) : (
          <>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography role="status">{t('count', { total: data?.meta.total ?? 0 })}</Typography>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={
                      selectable.length > 0 && selectable.every((id) => selected.includes(id))
                    }
                    onChange={(e) => setSelected(e.target.checked ? selectable : [])}
                  />
                }
                label={t('selectAll')}
              />
            </Stack>
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {rows.map((a) => (
                <ApplicationRow
                  key={a.id}
                  application={a}
                  fileParams={{ ...params, applicationId: a.id }}
                  selected={selected.includes(a.id)}
                  onSelect={(checked) =>
                    setSelected((prev) =>
                      checked ? [...prev, a.id] : prev.filter((id) => id !== a.id),
                    )
                  }
                  onDetails={() =>
                    setDetails({
                      id: a.id,
                      name: a.candidate
                        ? `${a.candidate.first_name} ${a.candidate.last_name}`
                        : t('deletedCandidate'),
                    })
                  }
                />
              ))}
            </Stack>
          </>
        )}
      </div>
      <ListPagination
        pageCount={data?.meta.last_page ?? 1}
        page={page}
        onChange={(p) => {
          setPage(p);
          setSelected([]);
        }}
        label={t('pagination')}
      />
      {details ? (
        <ApplicationDetails
          offerId={offerId}
          applicationId={details.id}
          name={details.name}
          onClose={() => setDetails(null)}
          onChanged={() => void mutate()}
        />
      ) : null}
    </Container>
  );
}
