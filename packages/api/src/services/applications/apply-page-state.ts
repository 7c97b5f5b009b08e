import type { ServiceContext } from '../../context';
import type { DocumentDto } from '../../contracts/profile/documents';
import { listDocuments } from '../profile/documents';
import { countOfferEvent } from './offer-counters';
import { existingApplication } from './record-application';

export interface ApplyPageState {
  /** When the candidate applied to this offer, if they did. */
  appliedAt: string | null;
  /** Their documents, newest first (resumes and letters to choose from). */
  documents: DocumentDto[];
}

/**
 * When the candidate applied to this offer (withdrawn or not: one application per offer), or
 * null: the offer and apply pages say so instead of offering to apply again.
 */
export async function appliedAt(
  ctx: ServiceContext,
  userId: number,
  offerId: number,
): Promise<string | null> {
  const earlier = await existingApplication(ctx.db, offerId, userId);
  return earlier?.createdAt.toISOString() ?? null;
}

/** What the apply page shows a signed-in candidate. */
export async function applyPageState(
  ctx: ServiceContext,
  userId: number,
  offerId: number,
): Promise<ApplyPageState> {
  const [applied, documents] = await Promise.all([
    appliedAt(ctx, userId, offerId),
    listDocuments({ ...ctx, userId, now: new Date() }),
  ]);
  return {
    appliedAt: applied,
    documents: documents.map((d) => ({ ...d, text: null })),
  };
}

/**
 * One more apply click on the offer today (the apply page was opened). Counting never fails
 * the page: a lost click is a rounding error in a funnel.
 */
export async function countApplyClick(ctx: ServiceContext, offerId: number): Promise<void> {
  try {
    await countOfferEvent(ctx.db, offerId, ctx.board, 'applyClicks');
  } catch (error) {
    console.warn(`[applications] apply click not counted: ${String(error)}`);
  }
}
