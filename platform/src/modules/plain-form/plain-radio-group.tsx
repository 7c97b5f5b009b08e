import { cx } from '@/modules/plain-ui';
import styles from './plain-field.module.css';
import radios from './plain-radio-group.module.css';

export interface PlainRadioGroupProps {
  /** The form's name for the value, which the errors are keyed by. */
  name: string;
  /** Unique on the page: each radio's id and the helper line hang on it. */
  id: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}

/**
 * MUI's RadioGroup in a FormControl as server markup: a fieldset whose legend names the choice,
 * one native radio per option (arrow keys move between them, as the platform does), and the
 * helper line runContractForm writes an error into.
 */
export function PlainRadioGroup({ name, id, legend, options, required }: PlainRadioGroupProps) {
  const helperId = `${id}-helper-text`;
  return (
    <fieldset className={cx(styles.field, styles.flush, radios.group)} data-field={name}>
      <legend className={radios.legend}>
        {legend}
        {required ? <span aria-hidden>{'\u2009*'}</span> : null}
      </legend>
      {options.map((option, index) => (
        <label key={option.value} className={radios.option} htmlFor={`${id}-${option.value}`}>
          <input
            type="radio"
            id={`${id}-${option.value}`}
            name={name}
            value={option.value}
            // One required radio makes the group required; the browser checks the whole name.
            required={required && index === 0}
            aria-describedby={helperId}
            className={radios.radio}
          />
          <span>{option.label}</span>
        </label>
      ))}
      <p id={helperId} className={styles.helper} data-help="" />
    </fieldset>
  );
}
