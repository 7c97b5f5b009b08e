'use client';

import { useSyncExternalStore } from 'react';

/**
 * The employer notices a user hid (issue 46 item 18), remembered in this browser: each is a
 * localStorage flag, read after hydration (the server renders every notice shown) and shared
 * by every tab and both languages.
 */
export type HiddenNotice = 'ats-banner' | 'ats-alert';

const keyOf = (notice: HiddenNotice) => `jb_hidden_notice_${notice}`;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function isHidden(notice: HiddenNotice): boolean {
  try {
    return window.localStorage.getItem(keyOf(notice)) === '1';
  } catch {
    return false;
  }
}

/** Whether the notice is hidden, and how to hide it or show it again. */
export function useHiddenNotice(notice: HiddenNotice): [boolean, (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(
    subscribe,
    () => isHidden(notice),
    () => false,
  );
  const setHidden = (value: boolean) => {
    try {
      if (value) window.localStorage.setItem(keyOf(notice), '1');
      else window.localStorage.removeItem(keyOf(notice));
    } catch {
      // Storage refused (private mode): the notice stays shown.
    }
    listeners.forEach((listener) => listener());
  };
  return [hidden, setHidden];
}
