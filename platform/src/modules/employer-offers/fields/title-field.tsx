'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { Locale } from '@jobboard/tenancy/board-config';
import { fieldMessage, useDebouncedValue } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';

interface NocTitle {
  id: number;
  title_fr: string;
  title_en: string;
}

/**
 * A free job title with suggestions from the NOC titles of the catalogue, in the title's own
 * language, fetched 500 ms after typing stops (spec section 9).
 */
export function TitleField<T extends FieldValues>({
  control,
  name,
  label,
  language,
  required,
  helperText,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  language: 'fr' | 'en';
  required?: boolean;
  helperText?: string;
}) {
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldMessage(fieldState.error, locale);
        return (
          <Suggestions
            value={(field.value as string | undefined) ?? ''}
            language={language}
            fetchTitles={(url) => api<{ data: NocTitle[] }>(url).then((r) => r.data)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                label={label}
                required={required}
                margin="normal"
                error={Boolean(message)}
                helperText={message ?? helperText}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, lang: language, maxLength: 150 },
                }}
              />
            )}
          />
        );
      }}
    />
  );
}

function Suggestions({
  value,
  language,
  fetchTitles,
  onChange,
  onBlur,
  renderInput,
}: {
  value: string;
  language: 'fr' | 'en';
  fetchTitles: (url: string) => Promise<NocTitle[]>;
  onChange: (value: string) => void;
  onBlur: () => void;
  renderInput: Parameters<typeof Autocomplete<string, false, false, true>>[0]['renderInput'];
}) {
  const query = useDebouncedValue(value.trim(), 500);
  const { data } = useSWR(
    query.length >= 2
      ? apiPath('/noc-job-titles', {}, { page: 1, lang: language, title: query })
      : null,
    fetchTitles,
    { keepPreviousData: true },
  );
  const options = [
    ...new Set((data ?? []).map((n) => (language === 'fr' ? n.title_fr : n.title_en))),
  ].filter((t) => t !== value);
  return (
    <Autocomplete
      freeSolo
      options={options}
      filterOptions={(x) => x}
      inputValue={value}
      value={value}
      onInputChange={(_, text) => onChange(text)}
      onChange={(_, chosen) => onChange(chosen ?? '')}
      onBlur={onBlur}
      renderInput={renderInput}
    />
  );
}
