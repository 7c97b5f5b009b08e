'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import useSWR from 'swr';
import type { Locale } from '@jobboard/tenancy/board-config';
import { BOARD_TIME_ZONE } from '@jobboard/tenancy/locales';
import { useApiFetch } from '@/modules/http';

interface Outcome {
  status: 'open' | 'paid' | 'expired';
  featured_until: string | null;
}

/**
 * Back in My offers from the featured checkout (`?featured={id}&session_id=…`, or `&cancelled=1`):
 * asks the API, which asks Stripe and features the offer once paid, every two seconds until the
 * payment settles, as the posting's success page does; then the list is reloaded.
 */
export function FeaturedReturn({
  board,
  onSettled,
}: {
  board: string;
  onSettled: () => Promise<unknown>;
}) {
  const t = useTranslations('employer-offers.myOffers.feature');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const params = useSearchParams();
  const offerId = params.get('featured');
  const sessionId = params.get('session_id');
  const cancelled = params.get('cancelled') === '1';
  const valid =
    offerId !== null &&
    /^\d{1,9}$/.test(offerId) &&
    sessionId !== null &&
    /^cs_[A-Za-z0-9_]+$/.test(sessionId);
  const { data, error } = useSWR(
    valid && !cancelled ? ['featured-return', offerId, sessionId] : null,
    async () => {
      const res = await api<{ data: Outcome }>(
        apiPath(
          '/jobboard/{board}/employer/offer/{id}/update-single-job-posting-checkout-session-status',
          { board, id: offerId ?? '' },
          { lg: locale },
        ),
        { method: 'PUT', body: { session_id: sessionId }, silent: true },
      );
      return res.data;
    },
    {
      refreshInterval: (latest) => (latest && latest.status !== 'open' ? 0 : 2000),
      revalidateOnFocus: false,
    },
  );
  const settled = data?.status === 'paid';
  useEffect(() => {
    if (settled) void onSettled();
  }, [settled, onSettled]);

  if (!offerId || (!valid && !cancelled)) return null;
  let body;
  if (cancelled) {
    body = <Alert severity="info">{t('cancelled')}</Alert>;
  } else if (data?.status === 'paid') {
    body = (
      <Alert severity="success">
        {data.featured_until
          ? t('done', {
              date: new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
                dateStyle: 'long',
                timeZone: BOARD_TIME_ZONE,
              }).format(new Date(data.featured_until)),
            })
          : t('pending')}
      </Alert>
    );
  } else if (data?.status === 'expired') {
    body = <Alert severity="warning">{t('expired')}</Alert>;
  } else if (error && !data) {
    body = <Alert severity="error">{t('error')}</Alert>;
  } else if (data?.status === 'open') {
    body = (
      <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />}>
        {t('unpaid')}
      </Alert>
    );
  } else {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('pending')}</Typography>
      </Stack>
    );
  }
  return (
    <section aria-labelledby="featured-return-heading" style={{ marginBottom: 16 }}>
      <Typography id="featured-return-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('returnHeading')}
      </Typography>
      <div aria-live="polite" data-testid="featured-return">
        {body}
      </div>
    </section>
  );
}
