'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** One yes/no box bound to a boolean field. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  helperText?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <>
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={label}
          />
          {helperText ? (
            <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{helperText}</FormHelperText>
          ) : null}
        </>
      )}
    />
  );
}
