import { offerReports } from '@jobboard/db/schema/moderation';
import type { ServiceContext } from '../../context';
import type { OfferReportRequest } from '../../contracts/offer-reports';
import { DomainError, isDomainError } from '../../errors';
import { enqueueMail } from '../mail/enqueue-mail';
import { requireLiveOffer } from '../offers/live-offer';
import { addressKey } from '../rate-limit/address-key';
import { hitRateLimit, type RateLimitRule } from '../rate-limit/hit-rate-limit';

/** One person reports a handful of offers in an hour; a script does not report hundreds. */
export const reportAddressLimit = { limit: 10, windowMs: 60 * 60_000 };
/** A scam gets reported by many: past this, more reports of the same offer add nothing. */
export const reportOfferLimit = { limit: 30, windowMs: 60 * 60_000 };

export interface ReportOffer {
  offerId: number;
  input: OfferReportRequest;
  clientAddress: string;
  /** The signed-in user, or null: kept so the operators can tell a member's report. */
  reporterId: number | null;
  now?: Date;
}

async function hit(ctx: ServiceContext, rule: RateLimitRule, now: Date) {
  const result = await hitRateLimit(ctx.db, rule, now);
  if (!result.allowed) throw DomainError.rateLimited(result.retryAfterSeconds);
}

/**
 * Files a report of an offer seen on ctx.board (live, or filled and still shown), and queues the
 * reporter's confirmation when they left an address, in one transaction. Nothing of the offer's
 * owner goes back to the reporter: the answer and the mail name the offer's title only.
 */
export async function reportOffer(
  ctx: ServiceContext,
  { offerId, input, clientAddress, reporterId, now = new Date() }: ReportOffer,
): Promise<{ id: number }> {
  await hit(
    ctx,
    { key: `offer-report:${ctx.board}:${addressKey(clientAddress)}`, ...reportAddressLimit },
    now,
  );
  try {
    await requireLiveOffer(ctx, offerId);
  } catch (error) {
    // A filled offer's page still shows for a week, and "it is filled" is a reason to report.
    if (!(isDomainError(error) && error.code === 'conflict')) throw error;
  }
  await hit(ctx, { key: `offer-report:${ctx.board}:offer:${offerId}`, ...reportOfferLimit }, now);

  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offerReports)
      .values({
        board: ctx.board,
        offerId,
        reason: input.reason,
        details: input.details || null,
        email: input.email || null,
        reporterId,
        locale: ctx.locale,
        clientAddress,
      })
      .returning({ id: offerReports.id });
    if (!row) throw new Error('offer report insert returned no row');
    if (input.email) {
      await enqueueMail(tx, {
        board: ctx.board,
        to: input.email,
        locale: ctx.locale,
        template: 'offer-report-received',
        payload: { reportId: row.id, reason: input.reason },
      });
    }
    return row;
  });
}
