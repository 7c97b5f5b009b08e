'use client';

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { fieldMessage } from '@/modules/forms';

/**
 * Law 25: the consent to the processing of the application, with its purpose stated, never
 * ticked in advance. The API records the wording's version with the application.
 */
export function ConsentField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  const t = useTranslations('apply');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const errorId = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldMessage(fieldState.error, locale);
  return (
    <FormControl error={Boolean(message)} sx={{ mt: 2 }}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            sx={{ mt: -0.75 }}
            slotProps={{
              input: {
                ref: field.ref,
                // On the input, not the Checkbox: a required control makes FormControlLabel wrap
                // the label in a <div>, which a <label> may not hold (Nu checker, issue 46).
                required: true,
                ...(message ? { 'aria-describedby': errorId } : {}),
              } as object,
            }}
            data-testid="apply-consent"
          />
        }
        label={
          <>
            {t('consent', { board: board.name[locale] })}
            <Box component="span" aria-hidden sx={{ color: message ? 'error.main' : undefined }}>
              {'\u2009*'}
            </Box>
          </>
        }
      />
      {message ? <FormHelperText id={errorId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
