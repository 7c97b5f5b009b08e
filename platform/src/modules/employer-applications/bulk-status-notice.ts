/** What a bulk status change answered (the API's `changed` and `unchanged` ids). */
export interface BulkStatusResult {
  changed: readonly number[];
  unchanged?: readonly number[];
  /** The applications whose candidate got the mail. */
  mailed?: readonly number[];
}

/** The toast's second sentence when the employer asked to notify: how many were told. */
export function notifiedNotice(
  result: BulkStatusResult,
  notify: boolean,
): { key: 'notified'; values: { count: number } } | null {
  return notify ? { key: 'notified', values: { count: result.mailed?.length ?? 0 } } : null;
}

export type BulkStatusNotice =
  | { key: 'moved'; values: { count: number }; variant: 'success' }
  | { key: 'movedSome'; values: { count: number; unchanged: number }; variant: 'success' }
  | { key: 'nothingMoved'; values: { count: number }; variant: 'info' };

/**
 * The toast after a bulk move: a success only when something moved, and it says how many stayed
 * (already at that status, or withdrawn). Nothing moved is no success: a green "0 moved" read
 * as if the move had worked.
 */
export function bulkStatusNotice(result: BulkStatusResult): BulkStatusNotice {
  const moved = result.changed.length;
  const unchanged = result.unchanged?.length ?? 0;
  if (moved === 0) return { key: 'nothingMoved', values: { count: unchanged }, variant: 'info' };
  if (unchanged === 0) return { key: 'moved', values: { count: moved }, variant: 'success' };
  return { key: 'movedSome', values: { count: moved, unchanged }, variant: 'success' };
}
