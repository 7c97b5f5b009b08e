import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { users } from '@jobboard/db/schema/accounts';
import { offerContents, offerPublications, offers } from '@jobboard/db/schema/offers';
import { payments } from '@jobboard/db/schema/payments';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { FeaturedCheckoutInput } from '../../contracts/publishing';
import { DomainError } from '../../errors';
import type { EmployerContext } from '../employer-offers/employer-context';
import { teamOffer } from '../employer-offers/team-scope';
import type { Executor } from '../executor';
import { checkBoardUrls } from './checkout';
import { featuredPrice } from './pricing';

/**
 * The offer's publication on `board` when it is live there now (published, not filled, gone
 * live, not expired): only such an offer can be featured on that board.
 */
async function livePublication(tx: Executor, offerId: number, board: string, now: Date) {
  const [row] = await tx
    .select({ featuredUntil: offerPublications.featuredUntil })
    .from(offerPublications)
    .innerJoin(offers, eq(offers.id, offerPublications.offerId))
    .where(
      and(
        eq(offerPublications.offerId, offerId),
        eq(offerPublications.board, board),
        eq(offers.status, 'published'),
        isNull(offers.filledAt),
        isNull(offerPublications.expiredAt),
        // Under review is not live: nothing to feature until an operator approves it.
        isNull(offerPublications.heldAt),
        sql`${offerPublications.publishedAt} <= ${now.toISOString()}::timestamptz`,
        sql`coalesce(${offerPublications.expiresAt}, ${offers.expiresAt}, 'infinity'::timestamptz) > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row;
}

/**
 * POST .../offer/{id}/create-featured-checkout-session: a Stripe Checkout Session for featuring
 * the offer on this board for 7 or 30 days (price from the board's `featuredPrices`, taxes as a
 * single posting's). Another team's offer is a 404; an offer not live on this board, or a
 * duration the board does not sell, a 409. The payment row (kind `featured`) is written before
 * the employer can pay, so the webhook always finds it.
 */
export async function startFeaturedCheckout(
  ctx: EmployerContext,
  registry: readonly BoardConfig[],
  gateway: PaymentGateway,
  offerId: number,
  input: FeaturedCheckoutInput,
  requestOrigins: readonly string[],
): Promise<{ kind: 'checkout'; session_id: string; url: string }> {
  const board = registry.find((b) => b.key === ctx.board);
  if (!board) throw DomainError.notFound();
  await teamOffer(ctx, offerId);
  const price = featuredPrice(board, input.days, ctx.locale);
  if (!price) throw DomainError.conflict('featured_not_sold');
  const live = await livePublication(ctx.db, offerId, board.key, ctx.now);
  if (!live) throw DomainError.conflict('offer_not_featurable');
  checkBoardUrls(input, board, requestOrigins);

  const contents = await ctx.db
    .select()
    .from(offerContents)
    .where(eq(offerContents.offerId, offerId));
  const titleIn = (locale: 'fr' | 'en') =>
    contents.find((c) => c.language === locale)?.title ||
    contents.find((c) => c.language === 'fr')?.title ||
    '';
  const title = titleIn(ctx.locale);
  const label =
    ctx.locale === 'fr' ? `En vedette ${input.days} jours` : `Featured for ${input.days} days`;
  const lines = [
    { name: `${price.board_name}: ${title} (${label})`, amountCents: price.subtotal_cents },
    ...price.taxes.map((t) => ({
      name: `${t.label}: ${price.board_name}`,
      amountCents: t.amount_cents,
    })),
  ];
  const amount = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const [payer] = await ctx.db.select().from(users).where(eq(users.id, ctx.userId));
  const metadata = {
    kind: 'featured',
    offer_id: String(offerId),
    team_id: String(ctx.teamId),
    board: ctx.board,
    featured_days: String(input.days),
  };
  // As for postings: the same request within the hour is the same session; a period bought
  // after the current one changed (it was extended meanwhile) is another purchase.
  const hour = Math.floor(ctx.now.getTime() / 3_600_000);
  const idempotencyKey = createHash('sha256')
    .update(
      JSON.stringify([
        'featured',
        offerId,
        ctx.userId,
        ctx.board,
        input.days,
        amount,
        input.success_url,
        input.cancel_url,
        hour,
        live.featuredUntil?.toISOString() ?? null,
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
      kind: 'featured',
      sessionId: session.id,
      offerId,
      teamId: ctx.teamId,
      userId: ctx.userId,
      board: ctx.board,
      boards: [ctx.board],
      amountTotal: session.amount_total ?? amount,
      currency: session.currency ?? 'cad',
      featuredDays: input.days,
      // The invoice's line, in both languages (the buyer's is chosen when it is issued).
      lines: [
        {
          description: {
            fr: `Mise en vedette, ${board.name.fr} (${input.days}\u00a0jours)\u00a0: ${titleIn('fr')}`,
            en: `Featured offer, ${board.name.en} (${input.days} days): ${titleIn('en')}`,
          },
          amountCents: price.subtotal_cents,
        },
      ],
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: payments.sessionId });
  return { kind: 'checkout', session_id: session.id, url: session.url };
}
