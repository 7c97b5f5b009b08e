'use client';

import { useSyncExternalStore } from 'react';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import { ApiRequestError, silentFetch } from '@/modules/http';

/**
 * Spec section 4: after an employer signs in, profile, enterprises and offers are synchronised
 * in sequence, with a syncing flag. Section 8: failures are logged, never toasted. "Sync now"
 * (issue 46 item 15) also shows each step as it runs and what it did, and a failed step can be
 * tried again.
 */
const PENDING_KEY = 'jb_employer_sync_pending';
export const syncSteps = ['profile', 'enterprises', 'offers'] as const;
export type SyncStep = (typeof syncSteps)[number];

/** What one step did: the API's counts, or why it failed (a 503: the tracking side is down). */
export type StepResult =
  { ok: true; checked: number; repaired: number } | { ok: false; reason: 'unavailable' | 'other' };

export interface SyncState {
  syncing: boolean;
  /** The step being run, while syncing. */
  current: SyncStep | null;
  /** The results of the last run, step by step (shown only for a run the employer asked for). */
  results: Partial<Record<SyncStep, StepResult>>;
  /** Whether the results are shown: "Sync now" was pressed (the sign-in sync stays silent). */
  shown: boolean;
}

let state: SyncState = { syncing: false, current: null, results: {}, shown: false };
const idle = state;
const listeners = new Set<() => void>();
const set = (next: Partial<SyncState>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The sync's state (the header's flag, the banner's results). */
export function useSyncState(): SyncState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => idle,
  );
}

/** Whether a sync is running (the header's flag). */
export function useSyncing(): boolean {
  return useSyncState().syncing;
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

async function runStep(step: SyncStep, locale: string): Promise<StepResult> {
  try {
    const { data } = await silentFetch<{ data: { checked: number; repaired: number } }>(
      apiPath(`/sync/${step}`, {}, { lg: locale }),
      { method: 'POST' },
    );
    return { ok: true, checked: data.checked, repaired: data.repaired };
  } catch (error) {
    if (error instanceof ApiRequestError) console.error(`[sync] ${step}: ${error.status}`);
    else console.error(`[sync] ${step}`, error);
    return {
      ok: false,
      reason: error instanceof ApiRequestError && error.status === 503 ? 'unavailable' : 'other',
    };
  }
}

/**
 * Runs the steps one after the other (all three, or `only` those given: a retry of the failed
 * ones); a failure is logged and the next step still runs. `show` puts the results on screen.
 */
export async function runEmployerSync(
  locale: string,
  { show = false, only }: { show?: boolean; only?: readonly SyncStep[] } = {},
): Promise<void> {
  if (state.syncing) return;
  const steps = only ?? syncSteps;
  const results = { ...(only ? state.results : {}) };
  for (const step of steps) delete results[step];
  set({ syncing: true, results, shown: show || state.shown });
  try {
    for (const step of steps) {
      set({ current: step });
      const result = await runStep(step, locale);
      set({ results: { ...state.results, [step]: result } });
    }
  } finally {
    set({ syncing: false, current: null });
  }
}
