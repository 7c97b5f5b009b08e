import type { ApplicationStatus } from '@jobboard/db/schema/candidates';
import type { NotNotifiedReason } from '../../contracts/employer-applications';

/**
 * Why an application of a notified change gets no mail, or null when it gets one (unless it was
 * already mailed for that status). A withdrawn application is the candidate's own choice and a
 * deleted candidate has no address left: neither is ever mailed.
 */
export function notNotifiedReason(
  current: ApplicationStatus,
  target: ApplicationStatus,
  hasCandidate: boolean,
): NotNotifiedReason | null {
  if (current === 'withdrawn') return 'withdrawn';
  if (!hasCandidate) return 'candidate_deleted';
  if (current === target) return 'unchanged';
  return null;
}
