/**
 * Below this many applications a card says "Be among the first applicants" rather than the
 * number: a handful of applicants is still an early one (LinkedIn's own wording says so up to
 * 25, on a far larger audience than one regional board), a count of 0, 1 or 2 reads as an offer
 * nobody wants, and on a small employer's offer a tiny exact count says more about the few who
 * applied than a job seeker needs.
 */
export const FEW_APPLICANTS = 10;

export type ApplicantCountMessage = { key: 'beFirst' } | { key: 'count'; count: number };

/**
 * What a card and the offer page say about applications. Zero also says "be among the first",
 * as LinkedIn does: it is true, and it is when the nudge helps the offer most.
 */
export function applicantCountMessage(count: number): ApplicantCountMessage {
  return count < FEW_APPLICANTS ? { key: 'beFirst' } : { key: 'count', count };
}
