import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { validationText } from '@jobboard/api/contracts/validation-messages';
import { loadEmployerOffer } from '@jobboard/api/services/employer-offers/load-offer';
import { postingPrice } from '@jobboard/api/services/publishing/pricing';
import {
  allowedBoards,
  coveringPeriods,
  paidPeriods,
} from '@jobboard/api/services/publishing/publication-writes';
import { teamCredits } from '@jobboard/api/services/publishing/posting-credits';
import { quebecToday } from '@jobboard/api/contracts/employer-offers/quebec-rules';
import { boards } from '@jobboard/tenants/registry';
import {
  employerServiceContext,
  findOr404,
  numericId,
  pageRoute,
} from '@/modules/page-routes/server';
import { BillingDetailsNotice } from '@/modules/billing/server';
import { PublishPanel } from './publish-panel';
import { PublishCancelActions } from './publish-cancel-actions';
import { PublishSuccess } from './publish-outcome';

const offerIdOf = (params: Record<string, string | string[] | undefined>) =>
  numericId(params.id) ?? notFound();

/** Where and at what price the offer can go; another team's offer is the 404 page. */
export const publishRoute = pageRoute(
  'employerOfferPublish',
  '/employer/offer/[id]/publish',
  async ({ board, locale, session, params }) => {
    if (!session) return null;
    const ctx = await employerServiceContext(board, locale, session);
    const offer = await findOr404(loadEmployerOffer(ctx, offerIdOf(params)));
    const [targets, paid, credits] = await Promise.all([
      allowedBoards(ctx, boards),
      paidPeriods(ctx.db, offer.id, ctx.now),
      teamCredits(ctx),
    ]);
    const covering = coveringPeriods(paid, ctx.now);
    const other = locale === 'fr' ? 'en' : 'fr';
    return (
      <Container sx={{ py: 4 }}>
        <BillingDetailsNotice
          ctx={ctx}
          permissions={session.permissions}
          paying={targets.some((b) => !b.features.freeSingleJobPosting && !covering.has(b.key))}
        />
        <PublishPanel
          offerId={offer.id}
          board={board.key}
          title={offer[`title_${locale}`] || offer[`title_${other}`]}
          problems={offer.publication_problems.map((p) => validationText(p, locale))}
          options={targets.map((b) => {
            const until = paid.get(b.key);
            const covered = covering.has(b.key);
            return {
              price: postingPrice(b, locale),
              paidUntil: until && covered ? quebecToday(until) : null,
              renewsFrom: until && !covered ? quebecToday(until) : null,
              published: offer.boards.includes(b.key),
              credits: credits.find((c) => c.board === b.key)?.remaining ?? 0,
            };
          })}
        />
      </Container>
    );
  },
  { access: 'can-publish-offer' },
);

export const publishSuccessRoute = pageRoute(
  'employerOfferPublishSuccess',
  '/employer/offer/[id]/publish/success',
  async ({ board, locale, session, params }) => {
    if (!session) return null;
    const ctx = await employerServiceContext(board, locale, session);
    const offer = await findOr404(loadEmployerOffer(ctx, offerIdOf(params)));
    const boardNames = Object.fromEntries(boards.map((b) => [b.key, b.name[locale]]));
    return (
      <Container sx={{ py: 4 }}>
        <Suspense>
          <PublishSuccess offerId={offer.id} board={board.key} boardNames={boardNames} />
        </Suspense>
      </Container>
    );
  },
  { access: 'can-publish-offer' },
);

export const publishCancelRoute = pageRoute(
  'employerOfferPublishCancel',
  '/employer/offer/[id]/publish/cancel',
  async ({ board, locale, session, params }) => {
    if (!session) return null;
    const ctx = await employerServiceContext(board, locale, session);
    const offer = await findOr404(loadEmployerOffer(ctx, offerIdOf(params)));
    const t = await getTranslations({ locale, namespace: 'publishing.cancel' });
    return (
      <Container sx={{ py: 4 }}>
        <Stack spacing={3} sx={{ maxWidth: 720 }}>
          <Typography component="h1" variant="h4">
            {t('heading')}
          </Typography>
          <Alert severity="info">{t('body')}</Alert>
          <PublishCancelActions offerId={offer.id} />
        </Stack>
      </Container>
    );
  },
  { access: 'can-publish-offer' },
);
