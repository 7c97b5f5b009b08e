import { cx } from '@/modules/plain-ui';
import styles from './plain-field.module.css';

export interface PlainTextFieldProps {
  /** The form's name for the value: the contract's field name, which the errors are keyed by. */
  name: string;
  /** Unique on the page; the label, helper and errors hang on it. */
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  required?: boolean;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** Shown under the field until an error replaces it. */
  helperText?: string;
  /** No vertical margin (the form spaces its fields itself). */
  flush?: boolean;
  /** MUI's sizes: medium is 56 px high, small 40 px. */
  size?: 'medium' | 'small';
  /** 'dark' on a dark surface: a white field, its floated label on a white chip, help in white. */
  tone?: 'light' | 'dark';
  /** The field's box in its container's layout (a flex share, say). */
  className?: string;
}

/**
 * MUI's outlined TextField as server markup (issue 16: the public pages' forms load neither MUI
 * nor a form library up front). An error is shown by the form's submit code (runContractForm),
 * which finds the field by `data-field` and writes into its helper line.
 */
export function PlainTextField({
  name,
  id,
  label,
  type = 'text',
  autoComplete,
  required = false,
  rows,
  helperText,
  flush = false,
  size = 'medium',
  tone = 'light',
  className,
}: PlainTextFieldProps) {
  const helperId = `${id}-helper-text`;
  const control = {
    id,
    name,
    autoComplete,
    required,
    // The label floats above a field that is not empty: `:placeholder-shown` needs a placeholder.
    placeholder: ' ',
    'aria-describedby': helperId,
    className: styles.input,
  };
  const mark = required ? '\u2009*' : '';
  return (
    <div
      className={cx(
        styles.field,
        flush && styles.flush,
        size === 'small' && styles.small,
        tone === 'dark' && styles.dark,
        className,
      )}
      data-field={name}
    >
      <div className={styles.control}>
        {rows ? <textarea rows={rows} {...control} /> : <input type={type} {...control} />}
        <label htmlFor={id} className={styles.label}>
          {label}
          {required ? <span aria-hidden>{'\u2009*'}</span> : null}
        </label>
        <fieldset aria-hidden className={styles.outline}>
          <legend className={styles.legend}>
            <span>{`${label}${mark}`}</span>
          </legend>
        </fieldset>
      </div>
      <p id={helperId} className={styles.helper} data-help={helperText ?? ''}>
        {helperText ?? ''}
      </p>
    </div>
  );
}
