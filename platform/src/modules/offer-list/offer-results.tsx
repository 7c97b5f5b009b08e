'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { OfferListDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { OfferCard } from './offer-card';

export interface OfferResultsProps {
  data: OfferListDto | undefined;
  error: unknown;
  fetching: boolean;
  locale: Locale;
  onRetry: () => void;
}

/** The result list with its loading, empty and error states; the count is announced politely. */
export function OfferResults({ data, error, fetching, locale, onRetry }: OfferResultsProps) {
  const t = useTranslations('offers.results');
  return (
    <Box aria-busy={fetching} data-testid="offer-results" data-fetching={fetching}>
      {/* Reserved height: the bar appears and goes without moving the list. */}
      <Box sx={{ height: 4, mb: 1 }}>
        {fetching ? <LinearProgress aria-label={t('loading')} /> : null}
      </Box>
      <Typography
        role="status"
        component="p"
        variant="subtitle2"
        color="text.secondary"
        sx={{ mb: 1.5 }}
      >
        {data ? t('count', { total: data.meta.total }) : fetching ? t('loading') : ''}
      </Typography>
      {error && !fetching ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('retry')}
            </Button>
          }
          sx={{ mb: 2 }}
        >
          {t('error')}
        </Alert>
      ) : null}
      {data && data.data.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }} data-testid="offer-results-empty">
          <Typography variant="h6" component="p">
            {t('empty')}
          </Typography>
          <Typography color="text.secondary">{t('emptyHint')}</Typography>
        </Box>
      ) : null}
      <Stack spacing={1.5} sx={{ opacity: fetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
        {data?.data.map((offer) => (
          <OfferCard key={offer.id} offer={offer} locale={locale} />
        ))}
      </Stack>
    </Box>
  );
}
