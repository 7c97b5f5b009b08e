'use client';

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useLocale } from 'next-intl';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldMessage } from './field-message';
import type { Locale } from '@jobboard/tenancy/board-config';

type Props<T extends FieldValues> = { control: Control<T>; name: Path<T> } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
>;

/**
 * A text field bound to react-hook-form. `required` draws the asterisk (spec section 5); the
 * message under the field is the contract's (client) or the server's 422 (already translated).
 */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  const locale = useLocale() as Locale;
  const { field, fieldState } = useController({ control, name });
  const message = fieldMessage(fieldState.error, locale);
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? props.helperText}
    />
  );
}
