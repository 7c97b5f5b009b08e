'use client';

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/**
 * The filter bar above an employer list (my offers, an offer's applications): a search landmark
 * whose fields stack on phones and line up from the md breakpoint.
 */
export function ListFilters({ children }: { children: ReactNode }) {
  return (
    <Stack
      component="search"
      direction={{ xs: 'column', md: 'row' }}
      spacing={{ md: 2 }}
      sx={{ mb: 2 }}
    >
      {children}
    </Stack>
  );
}

/** The bar's text search: full width, changes as typed (the caller debounces the request). */
export function ListSearchField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="search"
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      margin="dense"
      fullWidth
    />
  );
}

/** One of the bar's choices (status, company, sort): a labelled select of its options. */
export function ListSelectField<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
  minWidth,
}: {
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  minWidth: number;
}) {
  return (
    <TextField
      select
      label={label}
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      margin="dense"
      sx={{ minWidth }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
