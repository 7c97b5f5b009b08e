import type { EmployerOfferStatus } from '../../contracts/employer-offers/offer-dto';

/**
 * The stored switch is draft / published / archived; the employer also needs to see an offer
 * whose time ran out (expired) and one taken off every board (unpublished: archived, or
 * published with no board left), and one whose position was filled.
 */
export function employerStatus(
  status: 'draft' | 'published' | 'archived',
  expiresAt: Date | null,
  boards: readonly string[],
  now: Date,
  filledAt: Date | null = null,
): EmployerOfferStatus {
  if (status === 'draft') return 'draft';
  // Filled is the employer's last word on the offer, whatever its boards and dates say.
  if (filledAt) return 'filled';
  if (status === 'archived' || boards.length === 0) return 'unpublished';
  if (expiresAt && expiresAt <= now) return 'expired';
  return 'published';
}
