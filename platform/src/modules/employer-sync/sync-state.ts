'use client';

import { useSyncExternalStore } from 'react';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import { ApiRequestError, silentFetch } from '@/modules/http';

/**
 * Spec section 4: after an employer signs in, profile, enterprises and offers are synchronised
 * in sequence, with a syncing flag. Section 8: failures are logged, never shown.
 */
const PENDING_KEY = 'jb_employer_sync_pending';
const steps = ['profile', 'enterprises', 'offers'] as const;

let syncing = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a sync is running (the header's flag). */
export function useSyncing(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => syncing,
    () => false,
  );
}

/** Marks a sync to run on the next employer page (called right after sign-in). */
export function requestEmployerSync(): void {
  try {
    sessionStorage.setItem(PENDING_KEY, '1');
  } catch {
    // Storage refused (private mode): the "Sync now" action still works.
  }
}

/** Takes the pending mark, if any: true once per sign-in. */
export function takePendingSync(): boolean {
  try {
    if (sessionStorage.getItem(PENDING_KEY) !== '1') return false;
    sessionStorage.removeItem(PENDING_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs the three calls one after the other, without toasts: a failure is logged and the next
 * step still runs.
 */
export async function runEmployerSync(locale: string): Promise<void> {
  if (syncing) return;
  syncing = true;
  emit();
  try {
    for (const step of steps) {
      try {
        await silentFetch(apiPath(`/sync/${step}`, {}, { lg: locale }), { method: 'POST' });
      } catch (error) {
        if (error instanceof ApiRequestError) console.error(`[sync] ${step}: ${error.status}`);
        else console.error(`[sync] ${step}`, error);
      }
    }
  } finally {
    syncing = false;
    emit();
  }
}
