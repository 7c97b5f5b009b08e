'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { JobAlertRuntime } from './job-alert-lazy';
import type { OffersQuery } from '../offer-filters';
import type { ToastTexts } from '@/modules/http';
import { loadResultsView } from '../results/use-results-view';

type Lazy = ComponentType<{ filters: OffersQuery; runtime: JobAlertRuntime; toasts: ToastTexts }>;

export interface JobAlertSlotProps {
  /** The filters shown (the form turns them into the alert's query string). */
  filters: OffersQuery;
  /** The server-rendered look-alike of the form's frame (JobAlertFrame). */
  frame: ReactNode;
  runtime: JobAlertRuntime;
  /** Section 8's toasts: the form's `http` messages. */
  toasts: ToastTexts;
}

/**
 * "Mail me new offers like these" under the results. The form and its libraries load once it
 * comes within a screen or so of the viewport, or is pointed at or focused: until then the
 * server's look-alike of its frame holds the space. Even the import that loads it comes with
 * the results' code (results-view.ts), out of the page's first load.
 */
export function JobAlertSlot({ filters, frame, runtime, toasts }: JobAlertSlotProps) {
  const [Form, setForm] = useState<Lazy | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void loadResultsView()
      .then((view) => view.loadJobAlert())
      .then((m) => setForm(() => m.JobAlertLazy));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el || Form) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load();
      },
      { rootMargin: '1000px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [Form, load]);
  return (
    <div ref={ref} onPointerEnter={load} onFocus={load}>
      {Form ? <Form filters={filters} runtime={runtime} toasts={toasts} /> : frame}
    </div>
  );
}
