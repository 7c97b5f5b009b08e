'use client';

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useLocale } from 'next-intl';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { Locale } from '@jobboard/tenancy/board-config';
import { fieldMessage } from '@/modules/forms';

export interface Option {
  id: number;
  label: string;
}

/**
 * A searchable list bound to a field of ids: `many` keeps an id list, otherwise one id (or
 * '' for none, which the contract reads as absent).
 */
export function OptionField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  many,
  required,
  helperText,
  noOptionsText,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly Option[];
  many?: boolean;
  required?: boolean;
  helperText?: string;
  noOptionsText: string;
}) {
  const locale = useLocale() as Locale;
  const byId = new Map(options.map((o) => [o.id, o]));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldMessage(fieldState.error, locale);
        const input = (params: object) => (
          <TextField
            {...params}
            name={field.name}
            label={label}
            required={required}
            margin="normal"
            error={Boolean(message)}
            helperText={message ?? helperText}
          />
        );
        if (many) {
          const ids = (field.value as number[] | undefined) ?? [];
          return (
            <Autocomplete
              multiple
              options={options}
              value={ids.map((id) => byId.get(id)).filter((o): o is Option => Boolean(o))}
              getOptionLabel={(o) => o.label}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_, chosen) => field.onChange(chosen.map((o) => o.id))}
              onBlur={field.onBlur}
              noOptionsText={noOptionsText}
              renderInput={input}
            />
          );
        }
        const id = field.value === '' || field.value == null ? null : Number(field.value);
        return (
          <Autocomplete
            options={options}
            value={id === null ? null : (byId.get(id) ?? null)}
            getOptionLabel={(o) => o.label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, chosen) => field.onChange(chosen ? chosen.id : '')}
            onBlur={field.onBlur}
            noOptionsText={noOptionsText}
            renderInput={input}
          />
        );
      }}
    />
  );
}
