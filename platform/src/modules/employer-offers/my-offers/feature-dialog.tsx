'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Locale } from '@jobboard/tenancy/board-config';
import { money, type PostingPrice } from '@/modules/publishing';

/**
 * Featuring an offer: the durations this board sells, each with its price and taxes, then the
 * card payment on Stripe's page (where a promotion code can be entered).
 */
export function FeatureDialog({
  open,
  title,
  prices,
  featuredUntil,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  prices: PostingPrice[];
  /** The running period's end, formatted, when the offer is already featured. */
  featuredUntil: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (days: number) => void;
}) {
  const t = useTranslations('employer-offers.myOffers.feature');
  const locale = useLocale() as Locale;
  const titleId = useId();
  const legendId = useId();
  const [days, setDays] = useState(prices[0]?.duration_days ?? 7);
  const chosen = prices.find((p) => p.duration_days === days) ?? prices[0];
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {t('dialogTitle', { title })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dialogBody')}</DialogContentText>
        {featuredUntil ? (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('extendsNote', { date: featuredUntil })}
          </Typography>
        ) : null}
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <Typography component="legend" id={legendId} variant="subtitle1" sx={{ mb: 1 }}>
            {t('durationLegend')}
          </Typography>
          <RadioGroup
            aria-labelledby={legendId}
            name="featured-days"
            value={String(days)}
            onChange={(e) => setDays(Number(e.target.value))}
          >
            {prices.map((p) => (
              <FormControlLabel
                key={p.duration_days}
                value={String(p.duration_days)}
                control={<Radio disabled={busy} />}
                label={t('option', {
                  days: p.duration_days,
                  total: money(p.total_cents, locale),
                })}
              />
            ))}
          </RadioGroup>
        </fieldset>
        {chosen ? (
          <dl
            aria-live="polite"
            style={{
              margin: '8px 0 0',
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              gap: 4,
            }}
          >
            <dt>{t('subtotal')}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>
              {money(chosen.subtotal_cents, locale)}
            </dd>
            {chosen.taxes.map((tax) => (
              <Line key={tax.code} label={tax.label} value={money(tax.amount_cents, locale)} />
            ))}
            <dt>
              <strong>{t('total')}</strong>
            </dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>
              <strong>{money(chosen.total_cents, locale)}</strong>
            </dd>
          </dl>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('taxesNote')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant="contained" disabled={busy || !chosen} onClick={() => onConfirm(days)}>
          {busy ? t('redirecting') : t('pay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd style={{ margin: 0, textAlign: 'right' }}>{value}</dd>
    </>
  );
}
