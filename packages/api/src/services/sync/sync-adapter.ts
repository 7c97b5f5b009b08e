import type { Database } from '@jobboard/db/client';

export const syncKinds = ['profile', 'enterprises', 'offers'] as const;
export type SyncKind = (typeof syncKinds)[number];

export interface SyncScope {
  userId: number;
  teamId: number;
  board: string;
}

/** What one sync step did: how many records it looked at and how many it had to repair. */
export interface SyncReport {
  kind: SyncKind;
  checked: number;
  repaired: number;
}

/**
 * Reconciles what the board holds for an employer with the applicant-tracking side. The
 * embedded adapter treats this platform's own records as that side; the HTTP one asks the
 * applicant-tracking app.
 */
export interface SyncAdapter {
  readonly name: 'embedded' | 'http';
  sync(db: Database, kind: SyncKind, scope: SyncScope): Promise<SyncReport>;
}
