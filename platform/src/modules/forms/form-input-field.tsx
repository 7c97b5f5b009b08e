'use client';

import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import { useLocale } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldMessage } from './field-message';
import type { Locale } from '@jobboard/tenancy/board-config';

// TextField's own root, so the theme's MuiTextField defaults and the class tests see still apply.
const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

export interface FormInputFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  id?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  helperText?: ReactNode;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
}

/**
 * FormTextField's outlined text input, built from the parts MUI's TextField puts together, with
 * the same markup. TextField also imports Select, and with it Menu, Popover and Modal (about
 * 20 kB gzipped), which the MUI forms that take free text only (reset and change password,
 * employer profile) never show. The public pages' forms are plain-form's server markup.
 */
export function FormInputField<T extends FieldValues>({
  control,
  name,
  label,
  id: idOverride,
  type,
  autoComplete,
  required = false,
  multiline = false,
  minRows,
  helperText,
  fullWidth = true,
  margin = 'normal',
}: FormInputFieldProps<T>) {
  const locale = useLocale() as Locale;
  const { field, fieldState } = useController({ control, name });
  const message = fieldMessage(fieldState.error, locale);
  const reactId = useId();
  const id = idOverride ?? reactId;
  const helper = message ?? helperText;
  const helperTextId = helper ? `${id}-helper-text` : undefined;
  const error = Boolean(message);
  return (
    <Root
      className="MuiTextField-root"
      fullWidth={fullWidth}
      margin={margin}
      required={required}
      error={error}
      variant="outlined"
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        fullWidth={fullWidth}
        multiline={multiline}
        minRows={minRows}
        name={field.name}
        type={type}
        value={(field.value as string | undefined) ?? ''}
        id={id}
        inputRef={field.ref}
        onBlur={field.onBlur}
        onChange={field.onChange}
        label={label}
      />
      {helper ? <FormHelperText id={helperTextId}>{helper}</FormHelperText> : null}
    </Root>
  );
}
