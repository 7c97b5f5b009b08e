'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { cx, ui } from '@/modules/plain-ui';
import fields from './fields.module.css';
import styles from './specialization-picker.module.css';
import filterStyles from './search-filters.module.css';

export interface SpecializationPickerProps {
  label: string;
  options: readonly { id: number; label: string }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
}

/**
 * Several specializations at once: a field that shows the chosen ones and opens a list of
 * checkboxes under it (MUI's multiple Select, without MUI). A disclosure: Enter or Space opens
 * it, Escape or a click outside closes it and focus returns to the field.
 */
export function SpecializationPicker({
  label,
  options,
  value,
  onChange,
}: SpecializationPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const chosen = options
    .filter((o) => value.includes(o.id))
    .map((o) => o.label)
    .join(', ');

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <div className={fields.field}>
        <button
          ref={button}
          type="button"
          id={`${id}-button`}
          className={cx(fields.select, styles.button)}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-labelledby={`${id}-label ${id}-button`}
          onClick={() => setOpen((o) => !o)}
        >
          {chosen || '\u200b'}
        </button>
        <label
          id={`${id}-label`}
          htmlFor={`${id}-button`}
          className={cx(fields.label, (chosen || open) && fields.shrunk)}
        >
          {label}
        </label>
        <svg
          className={cx(fields.arrow, open && styles.arrowOpen)}
          focusable="false"
          aria-hidden="true"
          viewBox="0 0 24 24"
        >
          <path d="M7 10l5 5 5-5z" />
        </svg>
      </div>
      <div
        id={`${id}-list`}
        role="group"
        aria-labelledby={`${id}-label`}
        className={cx(ui.paper, styles.list)}
        hidden={!open}
      >
        {options.map((o) => (
          <label key={o.id} className={styles.option}>
            <span className={filterStyles.box}>
              <input
                type="checkbox"
                name="specialization"
                value={o.id}
                checked={value.includes(o.id)}
                onChange={() =>
                  onChange(
                    value.includes(o.id) ? value.filter((v) => v !== o.id) : [...value, o.id],
                  )
                }
              />
            </span>
            <span className={ui.body1}>{o.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
