/** The part of the Network Information API the policy reads (Chromium; absent elsewhere). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Spec section 9: links are prefetched when visible, except on slow or save-data connections,
 * where a prefetch spends the visitor's data or bandwidth on pages they may never open.
 * No hints (Safari, Firefox) means no evidence of a slow line, so prefetch as usual.
 */
export function shouldPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

export function browserConnection(): ConnectionHints | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}
