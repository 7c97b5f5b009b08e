'use client';

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/modules/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type {
  EmployerOfferRowDto,
  EmployerOfferStatus,
} from '@jobboard/api/contracts/employer-offers/offer-dto';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { BOARD_TIME_ZONE } from '@jobboard/tenancy/locales';
import {
  fillGraceEnd,
  withinFillGrace,
} from '@jobboard/api/contracts/employer-offers/offer-filled-rules';
import { renewable } from '@jobboard/api/contracts/employer-offers/renewal-rules';
import { companyLabel } from '../wizard/wizard-options';
import type { PostingPrice } from '@/modules/publishing';
import { FeatureDialog } from './feature-dialog';
import { FillDialog } from './fill-dialog';
import { UnpublishDialog } from './unpublish-dialog';

// Status reads from the label; the variant only sets live offers apart (board themes' accent
// colours are not all readable on a small chip).
const statusVariant: Record<EmployerOfferStatus, 'filled' | 'outlined'> = {
  draft: 'outlined',
  published: 'filled',
  expired: 'outlined',
  unpublished: 'outlined',
  filled: 'outlined',
};

/** One offer of my offers: what it is, where it stands, and what can be done with it. */
export function OfferRow({
  row,
  boardNames,
  showApplications,
  onDuplicate,
  onUnpublish,
  onFill,
  onReopen,
  featurable,
  featuredPrices,
  onFeature,
}: {
  row: EmployerOfferRowDto;
  boardNames: Record<string, string>;
  showApplications: boolean;
  onDuplicate: () => Promise<void>;
  onUnpublish: () => Promise<void>;
  onFill: () => Promise<void>;
  onReopen: () => Promise<void>;
  /** Published on this board: it can be featured here (when the board sells it). */
  featurable: boolean;
  featuredPrices: PostingPrice[];
  /** Goes to the checkout; resolves only if it could not (the page is left otherwise). */
  onFeature: (days: number) => Promise<void>;
}) {
  const t = useTranslations('employer-offers.myOffers');
  const tPublishing = useTranslations('publishing.unpublish');
  const locale = useLocale() as Locale;
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [confirmingFill, setConfirmingFill] = useState(false);
  const [featuring, setFeaturing] = useState(false);
  const other = locale === 'fr' ? 'en' : 'fr';
  const title = row.title[locale] || row.title[other] || t('untitled');
  const headingId = `offer-${row.id}-title`;
  const boardList = row.boards.map((b) => boardNames[b] ?? b);
  // The board's day, as the public page shows it: not the server's (UTC) nor the browser's zone.
  const created = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
    timeZone: BOARD_TIME_ZONE,
  }).format(new Date(row.created_at));
  const filledAt = row.filled_at ? new Date(row.filled_at) : null;
  const reopenable = row.status === 'filled' && withinFillGrace(filledAt, new Date());
  // Near its end or past it, one step renews it: the publish page, at the board's price.
  const canRenew =
    (row.status === 'published' || row.status === 'expired') &&
    renewable(row.expires_at ? new Date(row.expires_at) : null, new Date());
  const featuredUntil = row.featured_until
    ? new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
        dateStyle: 'medium',
        timeZone: BOARD_TIME_ZONE,
      }).format(new Date(row.featured_until))
    : null;
  const canFeature = featurable && featuredPrices.length > 0;
  const graceEnd = filledAt
    ? new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
        dateStyle: 'medium',
        timeZone: BOARD_TIME_ZONE,
      }).format(fillGraceEnd(filledAt))
    : '';
  /** Runs an action with the row's buttons disabled; the fetch wrapper shows any error. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The toast has been shown; the row stays as it was for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <div>
          <Typography id={headingId} component="h2" variant="h6" sx={{ wordBreak: 'break-word' }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{companyLabel(row.company_name, locale)}</Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}
          >
            <Chip
              size="small"
              variant={statusVariant[row.status]}
              label={t(`statuses.${row.status}`)}
            />
            {row.under_review.length > 0 ? (
              <Chip size="small" variant="outlined" color="warning" label={t('underReview')} />
            ) : null}
            {featuredUntil ? (
              <Chip
                size="small"
                color="secondary"
                label={t('feature.badge', { date: featuredUntil })}
                data-testid="offer-featured"
              />
            ) : null}
            <Typography variant="body2">
              {t('boardsLine', {
                boards: row.boards.length ? boardList.join(', ') : t('noBoard'),
              })}
            </Typography>
          </Stack>
          {row.under_review.length > 0 ? (
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="offer-under-review">
              {t('underReviewNote', {
                boards: row.under_review.map((b) => boardNames[b] ?? b).join(', '),
              })}
            </Typography>
          ) : null}
          {row.status === 'filled' ? (
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="offer-filled-note">
              {reopenable ? t('fill.filledNote', { date: graceEnd }) : t('fill.filledGone')}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('statsLine', {
              date: created,
              views: row.views_count ?? t('unknown'),
              applications: row.applications_count,
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="offer-funnel">
            {t('funnelLine', {
              views: row.funnel.last_7_days.views,
              clicks: row.funnel.last_7_days.apply_clicks,
              applications: row.funnel.last_7_days.applications,
              lifetimeClicks: row.funnel.lifetime.apply_clicks,
            })}
          </Typography>
        </div>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          {row.status === 'published' ? (
            <Button
              variant="outlined"
              disabled={busy}
              aria-describedby={headingId}
              aria-haspopup="dialog"
              onClick={() => setConfirmingFill(true)}
            >
              {t('fill.action')}
            </Button>
          ) : null}
          {canFeature ? (
            <Button
              variant="outlined"
              disabled={busy}
              aria-describedby={headingId}
              aria-haspopup="dialog"
              onClick={() => setFeaturing(true)}
              data-testid="offer-feature"
            >
              {featuredUntil ? t('feature.extend') : t('feature.action')}
            </Button>
          ) : null}
          {reopenable ? (
            <Button
              variant="contained"
              disabled={busy}
              aria-describedby={headingId}
              onClick={() => void run(onReopen)}
            >
              {t('fill.reopen')}
            </Button>
          ) : row.status === 'filled' ? null : row.boards.length > 0 ? (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              aria-describedby={headingId}
              aria-haspopup="dialog"
              onClick={() => setConfirming(true)}
            >
              {tPublishing('action')}
            </Button>
          ) : canRenew ? null : (
            <Button
              component={AppLink}
              href={pathFor(locale, '/employer/offer/[id]/publish', { id: String(row.id) })}
              variant="contained"
              aria-describedby={headingId}
            >
              {tPublishing('publishAction')}
            </Button>
          )}
          {canRenew ? (
            <Button
              component={AppLink}
              href={pathFor(locale, '/employer/offer/[id]/publish', { id: String(row.id) })}
              variant="contained"
              aria-describedby={headingId}
              data-testid="offer-renew"
            >
              {t('renew')}
            </Button>
          ) : null}
          <Button
            component={AppLink}
            href={pathFor(locale, '/employer/offer/[id]/edit', { id: String(row.id) })}
            variant="outlined"
            aria-describedby={headingId}
          >
            {t('edit')}
          </Button>
          {showApplications ? (
            <Button
              component={AppLink}
              href={pathFor(locale, '/employer/offer/[id]/applications', { id: String(row.id) })}
              variant="outlined"
              aria-describedby={headingId}
            >
              {t('applications')}
            </Button>
          ) : null}
          <Button
            variant="text"
            disabled={busy}
            aria-describedby={headingId}
            onClick={async () => {
              setBusy(true);
              try {
                await onDuplicate();
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('duplicate')}
          </Button>
        </Stack>
      </Stack>
      {canFeature ? (
        <FeatureDialog
          open={featuring}
          title={title}
          prices={featuredPrices}
          featuredUntil={featuredUntil}
          busy={busy}
          onCancel={() => setFeaturing(false)}
          onConfirm={(days) =>
            void (async () => {
              setBusy(true);
              try {
                await onFeature(days);
                // The browser is on its way to the checkout: the dialog stays busy.
              } catch {
                // The fetch wrapper has shown the error toast; the dialog stays for another try.
                setBusy(false);
              }
            })()
          }
        />
      ) : null}
      <FillDialog
        open={confirmingFill}
        title={title}
        busy={busy}
        onCancel={() => setConfirmingFill(false)}
        onConfirm={() =>
          void run(async () => {
            await onFill();
            setConfirmingFill(false);
          })
        }
      />
      <UnpublishDialog
        open={confirming}
        title={title}
        boards={boardList}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await onUnpublish();
            setConfirming(false);
          } catch {
            // The fetch wrapper has shown the error toast; the dialog stays for another try.
          } finally {
            setBusy(false);
          }
        }}
      />
    </Paper>
  );
}
