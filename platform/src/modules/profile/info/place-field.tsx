'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { Place } from '@jobboard/api/contracts/profile/place';
import { useBoard } from '@jobboard/tenancy/board-context';
import { useApiFetch } from '@/modules/http';
import { useDebouncedValue } from '@/modules/forms';

export type PlaceOption = Pick<Place, 'place_id' | 'address'>;

/** Location picked from the place search (restricted to Canada), never typed free. */
export function PlaceField({
  value,
  onChange,
  error,
}: {
  value: PlaceOption | null;
  onChange: (place: PlaceOption | null) => void;
  error?: string | undefined;
}) {
  const t = useTranslations('profile.info');
  const locale = useLocale();
  const board = useBoard();
  const api = useApiFetch();
  const [input, setInput] = useState(value?.address ?? '');
  const query = useDebouncedValue(input.trim(), 500);
  const searching = query.length >= 2 && query !== value?.address;
  const { data, isLoading } = useSWR(
    searching
      ? apiPath('/jobboard/{board}/user/places', { board: board.key }, { q: query, lg: locale })
      : null,
    async (url: string) => (await api<{ data: Place[] }>(url)).data,
    { keepPreviousData: true },
  );
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
      onChange={(_, place) => onChange(place)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      loading={isLoading}
      noOptionsText={t('noPlace')}
      renderInput={(params) => (
        <TextField
          {...params}
          name="place"
          label={t('location')}
          margin="normal"
          error={Boolean(error)}
          helperText={error ?? t('locationHelp')}
        />
      )}
    />
  );
}
