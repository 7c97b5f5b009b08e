'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { Place } from '@jobboard/api/contracts/profile/place';
import type { Locale } from '@jobboard/tenancy/board-config';
import { fieldMessage, useDebouncedValue } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';

type PlaceOption = Pick<Place, 'place_id' | 'address'>;

/** The street address, picked from the place search (restricted to Canada), never typed free. */
export function OfferPlaceField<T extends FieldValues>({
  control,
  name,
  initialAddress,
}: {
  control: Control<T>;
  name: Path<T>;
  initialAddress: string | null;
}) {
  const t = useTranslations('employer-offers.specifications');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const [picked, setPicked] = useState<PlaceOption | null>(null);
  const [input, setInput] = useState(initialAddress ?? '');
  const query = useDebouncedValue(input.trim(), 500);
  const searching = query.length >= 2 && query !== picked?.address && query !== initialAddress;
  const { data, isLoading } = useSWR(
    searching ? apiPath('/ats/options/places', {}, { q: query, lg: locale }) : null,
    async (url: string) => (await api<{ data: Place[] }>(url)).data,
    { keepPreviousData: true },
  );
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldMessage(fieldState.error, locale);
        const id = (field.value as string | undefined) || null;
        const value: PlaceOption | null =
          id === null
            ? null
            : picked?.place_id === id
              ? picked
              : { place_id: id, address: initialAddress ?? id };
        const found = searching ? (data ?? []) : [];
        const options =
          value && !found.some((o) => o.place_id === value.place_id) ? [value, ...found] : found;
        return (
          <Autocomplete
            value={value}
            options={options}
            filterOptions={(x) => x}
            getOptionLabel={(o) => o.address}
            isOptionEqualToValue={(a, b) => a.place_id === b.place_id}
            onChange={(_, place) => {
              setPicked(place);
              field.onChange(place?.place_id ?? '');
            }}
            onBlur={field.onBlur}
            inputValue={input}
            onInputChange={(_, text) => setInput(text)}
            loading={isLoading}
            noOptionsText={t('noPlace')}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                label={t('address')}
                margin="normal"
                error={Boolean(message)}
                helperText={message ?? t('addressHelp')}
              />
            )}
          />
        );
      }}
    />
  );
}
