'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/modules/navigation';
import { useAppRouter } from '@/modules/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { EmployerOfferDto } from '@jobboard/api/contracts/employer-offers/offer-dto';
import { useApiFetch } from '@/modules/http';
import { money, type PublishBoardOption } from './publish-types';

type CheckoutStart = { kind: 'checkout'; session_id: string; url: string } | { kind: 'published' };

/** Which boards, at what price with taxes, for how long; then publish or go to the checkout. */
export function PublishPanel({
  offerId,
  board,
  title,
  problems,
  options,
}: {
  offerId: number;
  board: string;
  title: string;
  problems: string[];
  options: PublishBoardOption[];
}) {
  const t = useTranslations('publishing.publish');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const router = useAppRouter();
  const [chosen, setChosen] = useState<string[]>(
    options.filter((o) => o.price.board === board).map((o) => o.price.board),
  );
  const [busy, setBusy] = useState<'publishing' | 'redirecting' | null>(null);
  const selected = options.filter((o) => chosen.includes(o.price.board));
  const owed = selected.filter((o) => !o.price.free && !o.paidUntil);
  const total = owed.reduce((sum, o) => sum + o.price.total_cents, 0);
  // Every board still to pay has a posting credit of the team: the employer chooses between a
  // credit (the default) and the card.
  const creditable = owed.length > 0 && owed.every((o) => o.credits > 0);
  const [payWith, setPayWith] = useState<'credit' | 'card'>('credit');
  const byCredit = creditable && payWith === 'credit';
  const creditText = creditable
    ? t('useCredit', { left: Math.min(...owed.map((o) => o.credits)) - 1 })
    : '';
  const id = String(offerId);
  const blocked = problems.length > 0;
  // The note on prices and card payment only where something is for sale: a free board's page
  // says "Free" and nothing of a card.
  const priced = options.some((o) => !o.price.free && !o.paidUntil);

  async function publish() {
    setBusy('publishing');
    try {
      const boards = selected.map((o) => o.price.board);
      if (owed.length === 0 || byCredit) {
        const { data: published } = await api<{ data: EmployerOfferDto }>(
          apiPath('/jobboard/{board}/employer/offer/{id}/publish', { board, id }, { lg: locale }),
          {
            method: 'POST',
            body: byCredit ? { boards, use_credit: true } : { boards },
          },
        );
        // Held for moderation on a board: published, but not public until an operator approves.
        enqueueSnackbar(t(published.under_review.length > 0 ? 'heldToast' : 'publishedToast'), {
          variant: published.under_review.length > 0 ? 'info' : 'success',
        });
        router.push(pathFor(locale, '/employer/offer/[id]/publish/success', { id }));
        return;
      }
      const origin = window.location.origin;
      const { data } = await api<{ data: CheckoutStart }>(
        apiPath(
          '/jobboard/{board}/employer/offer/{id}/create-single-job-posting-checkout-session',
          { board, id },
          { lg: locale },
        ),
        {
          method: 'POST',
          body: {
            boards,
            success_url: `${origin}${pathFor(locale, '/employer/offer/[id]/publish/success', { id })}?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${origin}${pathFor(locale, '/employer/offer/[id]/publish/cancel', { id })}`,
          },
        },
      );
      if (data.kind === 'published') {
        router.push(pathFor(locale, '/employer/offer/[id]/publish/success', { id }));
        return;
      }
      setBusy('redirecting');
      // Stripe Checkout is a page of its own: the session's URL is where the employer pays.
      window.location.assign(data.url);
    } catch {
      // The fetch wrapper has shown the error toast.
      setBusy(null);
    }
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ wordBreak: 'break-word' }}>
        {t('heading', { title: title || t('untitled') })}
      </Typography>
      {blocked && (
        <Alert severity="warning">
          <AlertTitle>{t('problemsTitle')}</AlertTitle>
          <Typography variant="body2">{t('problemsHelp')}</Typography>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <Button
            component={AppLink}
            href={pathFor(locale, '/employer/offer/[id]/edit', { id })}
            variant="outlined"
          >
            {t('editOffer')}
          </Button>
        </Alert>
      )}
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
          {t('boardsLegend')}
        </Typography>
        <Stack spacing={2}>
          {options.map((o) => {
            const p = o.price;
            const checked = chosen.includes(p.board);
            const priceId = `price-${p.board}`;
            return (
              <Paper key={p.board} variant="outlined" sx={{ p: 2 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={checked}
                      disabled={blocked || busy !== null}
                      slotProps={{ input: { 'aria-describedby': priceId } }}
                      onChange={(e) =>
                        setChosen((list) =>
                          e.target.checked ? [...list, p.board] : list.filter((b) => b !== p.board),
                        )
                      }
                    />
                  }
                  label={<strong>{p.board_name}</strong>}
                />
                <div id={priceId}>
                  <Typography variant="body2">
                    {t('duration', { days: p.duration_days })}
                  </Typography>
                  {o.published && (
                    <Typography variant="body2" color="success.main">
                      {t('published')}
                    </Typography>
                  )}
                  {o.renewsFrom && (
                    <Typography variant="body2" data-testid="publish-renews-from">
                      {t('renewsFrom', { date: o.renewsFrom, days: p.duration_days })}
                    </Typography>
                  )}
                  {p.free ? (
                    <Typography variant="body2">{t('free')}</Typography>
                  ) : o.paidUntil ? (
                    <Typography variant="body2">{t('paidUntil', { date: o.paidUntil })}</Typography>
                  ) : (
                    <dl
                      style={{
                        margin: '8px 0 0',
                        display: 'grid',
                        gridTemplateColumns: '1fr auto',
                        gap: 4,
                      }}
                    >
                      <dt>{t('subtotal')}</dt>
                      <dd style={{ margin: 0, textAlign: 'right' }}>
                        {money(p.subtotal_cents, locale)}
                      </dd>
                      {p.taxes.map((tax) => (
                        <Row
                          key={tax.code}
                          label={tax.label}
                          value={money(tax.amount_cents, locale)}
                        />
                      ))}
                      <dt>
                        <strong>{t('total')}</strong>
                      </dt>
                      <dd style={{ margin: 0, textAlign: 'right' }}>
                        <strong>{money(p.total_cents, locale)}</strong>
                      </dd>
                    </dl>
                  )}
                </div>
              </Paper>
            );
          })}
        </Stack>
      </fieldset>
      {creditable && (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }} data-testid="publish-pay-with">
          <FormLabel component="legend" sx={{ mb: 1, color: 'text.primary', fontWeight: 600 }}>
            {t('payLegend', { board: owed.map((o) => o.price.board_name).join(', ') })}
          </FormLabel>
          <RadioGroup
            name="pay-with"
            value={payWith}
            onChange={(e) => setPayWith(e.target.value === 'card' ? 'card' : 'credit')}
          >
            <FormControlLabel
              value="credit"
              disabled={blocked || busy !== null}
              control={<Radio />}
              label={creditText}
            />
            <FormControlLabel
              value="card"
              disabled={blocked || busy !== null}
              control={<Radio />}
              label={`${t('payByCard')} (${money(total, locale)})`}
            />
          </RadioGroup>
        </fieldset>
      )}
      {priced && (
        <Typography variant="body2" color="text.secondary">
          {t('taxesNote')}
        </Typography>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button
          variant="contained"
          size="large"
          disabled={blocked || selected.length === 0 || busy !== null}
          onClick={() => void publish()}
        >
          {busy
            ? t(busy)
            : byCredit
              ? t('publishWithCredit')
              : owed.length > 0
                ? t('payAndPublish')
                : t('publish')}
        </Button>
        <Typography aria-live="polite">
          {selected.length === 0
            ? t('chooseBoard')
            : byCredit
              ? creditText
              : owed.length > 0
                ? t('totalToPay', { amount: money(total, locale) })
                : t('nothingToPay')}
        </Typography>
      </Stack>
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd style={{ margin: 0, textAlign: 'right' }}>{value}</dd>
    </>
  );
}
