'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { useApiFetch } from '@/modules/http';
import { useAppRouter } from '@/modules/navigation';
import { money, type PostingPrice } from '@/modules/publishing';

export interface PackageOffer {
  key: string;
  postings: number;
  validityMonths: number;
  price: PostingPrice;
}

/**
 * The board's posting packages, each with its price and a Buy button that starts the Stripe
 * Checkout; back here with `?package_session=…`, the API is asked (it asks Stripe and grants
 * the credits once paid) every two seconds until the payment settles, then the page reloads
 * its credits and invoices.
 */
export function PackagePurchase({ board, packages }: { board: string; packages: PackageOffer[] }) {
  const t = useTranslations('billing.packages');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const [busy, setBusy] = useState<string | null>(null);

  async function buy(key: string) {
    setBusy(key);
    try {
      const page = `${window.location.origin}${pathFor(locale, '/employer/invoices')}`;
      const { data } = await api<{ data: { url: string } }>(
        apiPath(
          '/jobboard/{board}/employer/create-package-checkout-session',
          { board },
          {
            lg: locale,
          },
        ),
        {
          method: 'POST',
          body: {
            package: key,
            success_url: `${page}?package_session={CHECKOUT_SESSION_ID}#packages`,
            cancel_url: `${page}?package_cancelled=1#packages`,
          },
        },
      );
      // Stripe Checkout is a page of its own: the session's URL is where the employer pays.
      window.location.assign(data.url);
    } catch {
      // The fetch wrapper has shown the error toast.
      setBusy(null);
    }
  }

  return (
    <Stack spacing={2}>
      <PackageReturn board={board} onSettled={() => router.refresh()} />
      <Typography variant="body2">{t('intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {packages.map((p) => (
          <Paper key={p.key} variant="outlined" sx={{ p: 2, flex: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('name', { postings: p.postings })}
            </Typography>
            <Typography variant="body2">{t('validity', { months: p.validityMonths })}</Typography>
            <Typography variant="body2">
              {t('perPosting', {
                amount: money(Math.round(p.price.subtotal_cents / p.postings), locale),
              })}
            </Typography>
            <Typography variant="body1" sx={{ fontWeight: 600, my: 1 }}>
              {money(p.price.subtotal_cents, locale)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('total', { amount: money(p.price.total_cents, locale) })}
            </Typography>
            <Button
              variant="contained"
              disabled={busy !== null}
              aria-label={t('buyNamed', { postings: p.postings })}
              onClick={() => void buy(p.key)}
            >
              {busy === p.key ? t('redirecting') : t('buy')}
            </Button>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

function PackageReturn({ board, onSettled }: { board: string; onSettled: () => void }) {
  const t = useTranslations('billing.packages');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const params = useSearchParams();
  const sessionId = params.get('package_session');
  const cancelled = params.get('package_cancelled') === '1';
  const valid = sessionId !== null && /^cs_[A-Za-z0-9_]+$/.test(sessionId);
  const { data, error } = useSWR(
    valid ? ['package-return', sessionId] : null,
    async () => {
      const res = await api<{ data: { status: 'open' | 'paid' | 'expired' } }>(
        apiPath(
          '/jobboard/{board}/employer/package-checkout-session-status',
          { board },
          {
            lg: locale,
          },
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
    if (settled) onSettled();
  }, [settled, onSettled]);

  if (cancelled) return <Alert severity="info">{t('notPaid')}</Alert>;
  if (!valid) return null;
  if (error) return <Alert severity="error">{t('error')}</Alert>;
  if (!data)
    return (
      <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />} role="status">
        {t('checking')}
      </Alert>
    );
  return (
    <Alert
      severity={data.status === 'paid' ? 'success' : data.status === 'open' ? 'info' : 'warning'}
      role="status"
      data-testid="package-outcome"
    >
      {t(data.status === 'paid' ? 'paid' : data.status === 'open' ? 'pending' : 'notPaid')}
    </Alert>
  );
}
