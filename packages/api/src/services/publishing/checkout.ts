import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { users } from '@jobboard/db/schema/accounts';
import { offerPublications } from '@jobboard/db/schema/offers';
import { payments, type PaymentLine, type PaymentStatus } from '@jobboard/db/schema/payments';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { CheckoutSessionInput } from '../../contracts/publishing';
import type { EmployerOfferDto } from '../../contracts/employer-offers/offer-dto';
import { DomainError } from '../../errors';
import type { EmployerContext } from '../employer-offers/employer-context';
import { loadEmployerOffer } from '../employer-offers/load-offer';
import { teamOffer } from '../employer-offers/team-scope';
import { fulfilCheckout } from './fulfil-checkout';
import { postingPrice } from './pricing';
import { coveringPeriods, paidPeriods, targetBoards } from './publication-writes';
import { publishableOffer, publishOffer } from './publish-offer';

export type CheckoutStart =
  | { kind: 'checkout'; session_id: string; url: string }
  /** Nothing to pay (free board, or a paid period still running): published at once. */
  | { kind: 'published'; offer: EmployerOfferDto };

/**
 * Success and cancel pages must be this board's own: its configured origin, or the origin the
 * request came to (which resolved to this board). Anything else could send a paying employer
 * to another site after Stripe.
 */
export function checkBoardUrls(
  input: Pick<CheckoutSessionInput, 'success_url' | 'cancel_url'>,
  board: BoardConfig,
  requestOrigins: readonly string[],
): void {
  const allowed = new Set([new URL(board.origin).origin, ...requestOrigins]);
  const problems: Record<string, ['url_not_this_board']> = {};
  for (const field of ['success_url', 'cancel_url'] as const) {
    if (!allowed.has(new URL(input[field]).origin)) problems[field] = ['url_not_this_board'];
  }
  if (Object.keys(problems).length > 0) throw DomainError.invalid(problems);
}

/**
 * POST .../create-single-job-posting-checkout-session: a Stripe Checkout Session for the
 * boards that charge (CAD, price and tax lines from each board's config). The payment row is
 * written before the employer can pay, so the webhook always finds it.
 */
export async function startCheckout(
  ctx: EmployerContext,
  registry: readonly BoardConfig[],
  gateway: PaymentGateway,
  offerId: number,
  input: CheckoutSessionInput,
  requestOrigins: readonly string[],
): Promise<CheckoutStart> {
  const board = registry.find((b) => b.key === ctx.board);
  if (!board) throw DomainError.notFound();
  const offer = await publishableOffer(ctx, offerId, ctx.db);
  checkBoardUrls(input, board, requestOrigins);
  const targets = await targetBoards(ctx, registry, input.boards);
  const running = await paidPeriods(ctx.db, offerId, ctx.now);
  const paid = coveringPeriods(running, ctx.now);
  const toPay = targets.filter((b) => !b.features.freeSingleJobPosting && !paid.has(b.key));
  if (toPay.length === 0) {
    const published = await publishOffer(
      ctx,
      registry,
      offerId,
      targets.map((b) => b.key),
    );
    return { kind: 'published', offer: published };
  }

  const title = (ctx.locale === 'en' && offer.title_en) || offer.title_fr;
  const lines = toPay.flatMap((b) => {
    const price = postingPrice(b, ctx.locale);
    const name = `${price.board_name}: ${title} (${price.duration_days} ${ctx.locale === 'fr' ? 'jours' : 'days'})`;
    return [
      { name, amountCents: price.subtotal_cents },
      ...price.taxes.map((t) => ({
        name: `${t.label}: ${price.board_name}`,
        amountCents: t.amount_cents,
      })),
    ];
  });
  const amount = lines.reduce((sum, l) => sum + l.amountCents, 0);
  // Every board chosen goes live on payment, the free ones too (a partner team that picks this
  // paid board and a free one): publishing those now would leave them live after a cancel.
  const boards = targets.map((b) => b.key);
  const [payer] = await ctx.db.select().from(users).where(eq(users.id, ctx.userId));
  const metadata = {
    kind: 'posting',
    offer_id: String(offerId),
    team_id: String(ctx.teamId),
    board: ctx.board,
    boards: boards.join(','),
  };
  // The same request within the hour gets the same session (a double click, a retry after a
  // timeout), never a second charge; another amount, board list or return page is another key.
  const hour = Math.floor(ctx.now.getTime() / 3_600_000);
  const idempotencyKey = createHash('sha256')
    .update(
      JSON.stringify([
        offerId,
        ctx.userId,
        boards,
        amount,
        input.success_url,
        input.cancel_url,
        hour,
        // A renewal is another purchase than the period it extends, even within the hour.
        toPay.map((b) => running.get(b.key)?.toISOString() ?? null),
      ]),
    )
    .digest('hex');
  const session = await gateway.createCheckoutSession({
    lines,
    currency: 'cad',
    successUrl: input.success_url,
    cancelUrl: input.cancel_url,
    clientReferenceId: `offer-${offerId}`,
    metadata,
    customerEmail: payer?.email,
    locale: ctx.locale,
    idempotencyKey,
  });
  if (!session.url) throw DomainError.unavailable();
  await ctx.db
    .insert(payments)
    .values({
      sessionId: session.id,
      offerId,
      teamId: ctx.teamId,
      userId: ctx.userId,
      board: ctx.board,
      boards,
      amountTotal: session.amount_total ?? amount,
      currency: session.currency ?? 'cad',
      lines: toPay.map((b) => saleLine(b, offer)),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: payments.sessionId });
  return { kind: 'checkout', session_id: session.id, url: session.url };
}

/** A posting as the invoice words it, in both languages (the buyer's is chosen when issued). */
function saleLine(board: BoardConfig, offer: EmployerOfferDto): PaymentLine {
  const days = board.singleJobPosting.durationDays;
  const title = (locale: 'fr' | 'en') => (locale === 'en' && offer.title_en) || offer.title_fr;
  return {
    description: {
      fr: `Publication d’offre, ${board.name.fr} (${days}\u00a0jours)\u00a0: ${title('fr')}`,
      en: `Job posting, ${board.name.en} (${days} days): ${title('en')}`,
    },
    amountCents: postingPrice(board, 'fr').subtotal_cents,
  };
}

export interface CheckoutStatus {
  status: PaymentStatus;
  offer: EmployerOfferDto;
  /** The offer's featured period on this board while it runs (ISO), else null. */
  featured_until: string | null;
}

/**
 * PUT .../update-single-job-posting-checkout-session-status, when the employer comes back from
 * the checkout: the session id from the URL is only a key; what it says is asked of Stripe.
 * Another team's or another offer's session is a 404, as unknown.
 */
export async function confirmCheckout(
  ctx: EmployerContext,
  registry: readonly BoardConfig[],
  gateway: PaymentGateway,
  offerId: number,
  sessionId: string,
): Promise<CheckoutStatus> {
  await teamOffer(ctx, offerId);
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.sessionId, sessionId),
        eq(payments.offerId, offerId),
        eq(payments.teamId, ctx.teamId),
      ),
    );
  if (!payment) throw DomainError.notFound();
  let status = payment.status;
  if (status !== 'paid') {
    const session = await gateway.retrieveCheckoutSession(sessionId);
    if (session.metadata.offer_id !== String(offerId)) throw DomainError.notFound();
    status = (await fulfilCheckout(ctx.db, registry, session, null, ctx.now)).status ?? status;
  }
  const [publication] = await ctx.db
    .select({ featuredUntil: offerPublications.featuredUntil })
    .from(offerPublications)
    .where(and(eq(offerPublications.offerId, offerId), eq(offerPublications.board, ctx.board)));
  const until = publication?.featuredUntil;
  return {
    status,
    offer: await loadEmployerOffer(ctx, offerId),
    featured_until: until && until > ctx.now ? until.toISOString() : null,
  };
}
