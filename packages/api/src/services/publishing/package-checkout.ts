import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BoardConfig, PostingPackage } from '@jobboard/tenancy/board-config';
import { users } from '@jobboard/db/schema/accounts';
import { payments, type PaymentLine, type PaymentStatus } from '@jobboard/db/schema/payments';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { PackageCheckoutInput } from '../../contracts/publishing';
import { DomainError } from '../../errors';
import type { EmployerContext } from '../employer-offers/employer-context';
import { checkBoardUrls } from './checkout';
import { fulfilCheckout } from './fulfil-checkout';
import { allowedBoards } from './publication-writes';
import { teamCredits, type CreditBalance } from './posting-credits';
import { packagePrice } from './pricing';

/** A package as the invoice words it, in both languages. */
export function packageLine(board: BoardConfig, pack: PostingPackage): PaymentLine {
  return {
    description: {
      fr: `Forfait ${pack.postings}\u00a0publications, ${board.name.fr} (valide ${pack.validityMonths}\u00a0mois)`,
      en: `${pack.postings}-posting pack, ${board.name.en} (valid ${pack.validityMonths} months)`,
    },
    amountCents: pack.priceCents,
  };
}

/**
 * POST /api/jobboard/{board}/employer/create-package-checkout-session: a Stripe Checkout
 * Session for one of the board's posting packages (price from `postingPackages`, taxes as a
 * single posting's). A board that sells none is a 409 `packages_not_sold`, an unknown key a
 * 422. The payment row (kind `package`, no offer) is written before the employer can pay.
 */
export async function startPackageCheckout(
  ctx: EmployerContext,
  registry: readonly BoardConfig[],
  gateway: PaymentGateway,
  input: PackageCheckoutInput,
  requestOrigins: readonly string[],
): Promise<{ kind: 'checkout'; session_id: string; url: string }> {
  const board = registry.find((b) => b.key === ctx.board);
  if (!board) throw DomainError.notFound();
  // A suspended team buys nothing (403), as it publishes nothing.
  await allowedBoards(ctx, registry);
  if (board.postingPackages.length === 0) throw DomainError.conflict('packages_not_sold');
  const pack = board.postingPackages.find((p) => p.key === input.package);
  if (!pack) throw DomainError.invalid({ package: ['unknown_package'] });
  checkBoardUrls(input, board, requestOrigins);

  const price = packagePrice(board, pack, ctx.locale);
  const label =
    ctx.locale === 'fr'
      ? `Forfait ${pack.postings} publications (${pack.validityMonths} mois)`
      : `${pack.postings}-posting pack (${pack.validityMonths} months)`;
  const lines = [
    { name: `${price.board_name}: ${label}`, amountCents: price.subtotal_cents },
    ...price.taxes.map((t) => ({
      name: `${t.label}: ${price.board_name}`,
      amountCents: t.amount_cents,
    })),
  ];
  const amount = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const [payer] = await ctx.db.select().from(users).where(eq(users.id, ctx.userId));
  const metadata = {
    kind: 'package',
    package_key: pack.key,
    team_id: String(ctx.teamId),
    board: ctx.board,
  };
  // The same request within the hour is the same session (a double click), never two charges.
  const hour = Math.floor(ctx.now.getTime() / 3_600_000);
  const idempotencyKey = createHash('sha256')
    .update(
      JSON.stringify([
        'package',
        pack.key,
        ctx.userId,
        ctx.board,
        amount,
        input.success_url,
        input.cancel_url,
        hour,
      ]),
    )
    .digest('hex');
  const session = await gateway.createCheckoutSession({
    lines,
    currency: 'cad',
    successUrl: input.success_url,
    cancelUrl: input.cancel_url,
    clientReferenceId: `team-${ctx.teamId}`,
    metadata,
    customerEmail: payer?.email,
    locale: ctx.locale,
    idempotencyKey,
  });
  if (!session.url) throw DomainError.unavailable();
  await ctx.db
    .insert(payments)
    .values({
      kind: 'package',
      sessionId: session.id,
      offerId: null,
      packageKey: pack.key,
      teamId: ctx.teamId,
      userId: ctx.userId,
      board: ctx.board,
      boards: [ctx.board],
      amountTotal: session.amount_total ?? amount,
      currency: session.currency ?? 'cad',
      lines: [packageLine(board, pack)],
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: payments.sessionId });
  return { kind: 'checkout', session_id: session.id, url: session.url };
}

/**
 * PUT /api/jobboard/{board}/employer/package-checkout-session-status, on the employer's return:
 * Stripe is asked for the session, and a paid one is fulfilled (once, with the webhook) through
 * fulfilCheckout. Another team's session, or one that is not a package's, is a 404.
 */
export async function confirmPackageCheckout(
  ctx: EmployerContext,
  registry: readonly BoardConfig[],
  gateway: PaymentGateway,
  sessionId: string,
): Promise<{ status: PaymentStatus; package: string; credits: CreditBalance[] }> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.sessionId, sessionId),
        eq(payments.kind, 'package'),
        eq(payments.teamId, ctx.teamId),
      ),
    );
  if (!payment) throw DomainError.notFound();
  let status = payment.status;
  if (status !== 'paid') {
    const session = await gateway.retrieveCheckoutSession(sessionId);
    status = (await fulfilCheckout(ctx.db, registry, session, null, ctx.now)).status ?? status;
  }
  return { status, package: payment.packageKey ?? '', credits: await teamCredits(ctx) };
}
