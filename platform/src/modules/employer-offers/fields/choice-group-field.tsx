'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useLocale } from 'next-intl';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { Locale } from '@jobboard/tenancy/board-config';
import { fieldMessage } from '@/modules/forms';

interface Choice<V> {
  value: V;
  label: string;
}

interface Props<T extends FieldValues, V> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  choices: readonly Choice<V>[];
  required?: boolean;
  helperText?: string;
  /** `many`: a list of values (checkboxes); otherwise one value (radio buttons). */
  many?: boolean;
  row?: boolean;
}

/**
 * A fieldset of checkboxes or radio buttons: the legend names the group (screen readers read it
 * before each choice) and the server's message shows under it.
 */
export function ChoiceGroupField<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  choices,
  required,
  helperText,
  many,
  row = true,
}: Props<T, V>) {
  const locale = useLocale() as Locale;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldMessage(fieldState.error, locale);
        const helpId = `${name}-help`;
        const selected = (many ? (field.value as V[] | undefined) : undefined) ?? [];
        return (
          <FormControl
            component="fieldset"
            error={Boolean(message)}
            required={required}
            margin="normal"
            fullWidth
            aria-describedby={message || helperText ? helpId : undefined}
          >
            <FormLabel component="legend">{label}</FormLabel>
            {many ? (
              <FormGroup row={row}>
                {choices.map((c) => (
                  <FormControlLabel
                    key={String(c.value)}
                    label={c.label}
                    control={
                      <Checkbox
                        name={`${name}[]`}
                        checked={selected.includes(c.value)}
                        onBlur={field.onBlur}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked
                              ? [...selected, c.value]
                              : selected.filter((v) => v !== c.value),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            ) : (
              <RadioGroup
                row={row}
                name={field.name}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
              >
                {choices.map((c) => (
                  <FormControlLabel
                    key={String(c.value)}
                    value={c.value}
                    control={<Radio />}
                    label={c.label}
                  />
                ))}
              </RadioGroup>
            )}
            {message || helperText ? (
              <FormHelperText id={helpId}>{message ?? helperText}</FormHelperText>
            ) : null}
          </FormControl>
        );
      }}
    />
  );
}
