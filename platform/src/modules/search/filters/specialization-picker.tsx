import { cx, ui } from '@/modules/plain-ui';
import { keyedLines } from './keyed-lines';
import fields from './fields.module.css';
import styles from './specialization-picker.module.css';

export interface SpecializationPickerProps {
  label: string;
  options: readonly { id: number; label: string }[];
  value: readonly number[];
}

/** The ids its enhancement (search-form-enhancer.ts) finds it by: one search form per page. */
export const pickerIds = {
  button: 'search-specialization-button',
  label: 'search-specialization-label',
  list: 'search-specialization-list',
} as const;

/**
 * Several specializations at once: a field that shows the chosen ones and opens a list of
 * checkboxes under it (MUI's multiple Select, without MUI). A disclosure: Enter or Space opens
 * it, Escape or a click outside closes it and focus returns to the field. Rendered on the
 * server; the search island's enhancer opens and closes it, so it costs no React code.
 */
export function SpecializationPicker({ label, options, value }: SpecializationPickerProps) {
  const chosen = options
    .filter((o) => value.includes(o.id))
    .map((o) => o.label)
    .join(', ');
  return (
    <div className={styles.root} data-picker="">
      <div className={fields.field}>
        <button
          type="button"
          id={pickerIds.button}
          className={cx(fields.select, styles.button)}
          aria-expanded={false}
          aria-controls={pickerIds.list}
          aria-labelledby={`${pickerIds.label} ${pickerIds.button}`}
        >
          {chosen || '\u200b'}
        </button>
        <label
          id={pickerIds.label}
          htmlFor={pickerIds.button}
          className={cx(fields.label, chosen && fields.shrunk)}
        >
          {label}
        </label>
        <svg className={fields.arrow} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d="M7 10l5 5 5-5z" />
        </svg>
      </div>
      {/* The options come as one attribute, "id label" a line, and the enhancer makes them
          checkboxes: the list only opens with it, and a dozen checkboxes' markup would ride in
          every search page's HTML and flight data (issue 16). The chosen ones stay in the form,
          as the comma-joined ids the URL takes. */}
      <div
        id={pickerIds.list}
        role="group"
        aria-labelledby={pickerIds.label}
        className={cx(ui.paper, styles.list)}
        hidden
        data-options={keyedLines(options.map((o) => [o.id, o.label]))}
      >
        {value.length > 0 ? (
          <input type="hidden" name="specialization" value={value.join(',')} />
        ) : null}
      </div>
    </div>
  );
}
