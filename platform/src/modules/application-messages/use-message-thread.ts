'use client';

import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { MessageThreadDto } from '@jobboard/api/contracts/application-messages';
import { useApiFetch } from '@/modules/http';
import { threadPaths, type ThreadTarget } from './thread-paths';

/**
 * The thread, and once it is on screen with unread messages, tells the API they are read; then
 * `onRead` lets the page refresh its unread counts.
 */
export function useMessageThread(target: ThreadTarget, locale: string, onRead?: () => void) {
  const api = useApiFetch();
  const paths = threadPaths(target, locale);
  const swr = useSWR(
    paths.thread,
    async (url: string) => (await api<{ data: MessageThreadDto }>(url)).data,
  );
  const unread = swr.data?.unread ?? 0;
  const marking = useRef(false);
  const { mutate } = swr;
  useEffect(() => {
    if (unread === 0 || marking.current) return;
    marking.current = true;
    // Silent: a failed read mark leaves the count up, which is what the user would see anyway.
    void api(paths.read, { method: 'POST', silent: true })
      .then(async () => {
        await mutate();
        onRead?.();
      })
      .catch(() => undefined)
      .finally(() => {
        marking.current = false;
      });
  }, [unread, api, paths.read, mutate, onRead]);
  return { ...swr, paths };
}
