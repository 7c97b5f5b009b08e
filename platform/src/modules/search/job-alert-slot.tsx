'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { cx, ui } from '@/modules/plain-ui';
import type { JobAlertRuntime } from './job-alert-lazy';
import styles from './job-alert-slot.module.css';

type Lazy = ComponentType<{ search: string; runtime: JobAlertRuntime }>;

export interface JobAlertSlotProps {
  /** The search page's query string of the filters shown. */
  search: string;
  text: { title: string; text: string };
  runtime: JobAlertRuntime;
}

/**
 * "Mail me new offers like these" under the results. The form and its libraries load once it
 * comes within a screen or so of the viewport, or is pointed at or focused: until then a
 * look-alike of its frame holds the space, so nothing moves when it arrives.
 */
export function JobAlertSlot({ search, text, runtime }: JobAlertSlotProps) {
  const [Form, setForm] = useState<Lazy | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void import('./job-alert-lazy').then((m) => setForm(() => m.JobAlertLazy));
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
  if (Form) return <Form search={search} runtime={runtime} />;
  return (
    <div
      ref={ref}
      className={cx(ui.outlinedPaper, styles.frame)}
      onPointerEnter={load}
      onFocus={load}
      aria-busy="true"
    >
      <h2 className={cx(ui.subtitle1, styles.title)}>{text.title}</h2>
      <p className={cx(ui.body2, styles.text)}>{text.text}</p>
      <div className={styles.row} aria-hidden="true">
        <span className={cx(styles.skeleton, styles.email)} />
        <span className={cx(styles.skeleton, styles.frequency)} />
        <span className={cx(styles.skeleton, styles.submit)} />
      </div>
    </div>
  );
}
