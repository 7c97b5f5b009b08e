'use client';

import { useEffect } from 'react';
import { CHUNK_RELOAD_KEY, shouldReloadForChunkError } from './chunk-error';

function lastReload(): number | null {
  try {
    const value = Number(window.localStorage.getItem(CHUNK_RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null; // storage refused (private mode): no reload loop guard, so no reload either
  }
}

function reloadIfChunkFailed(reason: unknown) {
  const now = Date.now();
  const last = lastReload();
  if (!shouldReloadForChunkError(reason, last, now)) return;
  try {
    window.localStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return;
  }
  window.location.reload();
}

/**
 * After a deployment, a page opened before it may ask for a script that no longer exists: reload
 * it to get the new one, at most once a minute so a real outage cannot loop (spec section 8).
 */
export function ChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadIfChunkFailed(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadIfChunkFailed(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
