import type { EmployerStatus } from '@jobboard/api/contracts/employer-applications';

/**
 * Whether "notify the candidate" starts ticked: yes, except a bulk move to rejected, where a
 * batch of refusals sent by mistake cannot be taken back (the form says so).
 */
export function notifyByDefault(status: EmployerStatus, count: number): boolean {
  return !(status === 'rejected' && count > 1);
}
