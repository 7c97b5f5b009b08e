'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/modules/navigation';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { EmployerOfferDto } from '@jobboard/api/contracts/employer-offers/offer-dto';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useApiFetch } from '@/modules/http';

interface Outcome {
  status: 'open' | 'paid' | 'expired' | 'free';
  offer: EmployerOfferDto;
}

/**
 * After the checkout (or a free publication): asks the API, which asks Stripe, and refreshes
 * every two seconds until the offer is live, so a webhook that is late still ends here.
 */
export function PublishSuccess({
  offerId,
  board,
  boardNames,
}: {
  offerId: number;
  board: string;
  boardNames: Record<string, string>;
}) {
  const t = useTranslations('publishing.success');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const sessionId = useSearchParams().get('session_id');
  const id = String(offerId);
  const live = (o: Outcome | undefined) => Boolean(o && o.offer.status === 'published');
  const { data, error } = useSWR<Outcome>(
    ['publish-outcome', id, sessionId],
    async () => {
      if (sessionId && /^cs_[A-Za-z0-9_]+$/.test(sessionId)) {
        const res = await api<{ data: Outcome }>(
          apiPath(
            '/jobboard/{board}/employer/offer/{id}/update-single-job-posting-checkout-session-status',
            { board, id },
            { lg: locale },
          ),
          { method: 'PUT', body: { session_id: sessionId }, silent: true },
        );
        return res.data;
      }
      const res = await api<{ data: EmployerOfferDto }>(
        apiPath('/ats/offers/{id}', { id }, { lg: locale }),
        {
          silent: true,
        },
      );
      return { status: 'free', offer: res.data };
    },
    {
      refreshInterval: (latest) => (live(latest) || latest?.status === 'expired' ? 0 : 2000),
      revalidateOnFocus: false,
    },
  );

  const links = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Button component={AppLink} href={pathFor(locale, '/employer/my-offers')} variant="contained">
        {t('viewOffers')}
      </Button>
      {!live(data) && (
        <Button
          component={AppLink}
          href={pathFor(locale, '/employer/offer/[id]/publish', { id })}
          variant="outlined"
        >
          {t('tryAgain')}
        </Button>
      )}
    </Stack>
  );

  let body;
  if (data && live(data) && data.offer.under_review.length > 0) {
    body = (
      <Alert severity="info">
        {t('underReview', {
          boards: data.offer.under_review.map((b) => boardNames[b] ?? b).join(', '),
        })}
      </Alert>
    );
  } else if (data && live(data)) {
    body = (
      <Alert severity="success">
        {t('live', { boards: data.offer.boards.map((b) => boardNames[b] ?? b).join(', ') })}
      </Alert>
    );
  } else if (data?.status === 'expired') {
    body = <Alert severity="warning">{t('expired')}</Alert>;
  } else if (data?.status === 'open') {
    body = <Alert severity="info">{t('unpaid')}</Alert>;
  } else if (error && !data) {
    body = <Alert severity="error">{t('error')}</Alert>;
  } else {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('pending')}</Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4">
        {t('heading')}
      </Typography>
      <div aria-live="polite">{body}</div>
      {links}
    </Stack>
  );
}
