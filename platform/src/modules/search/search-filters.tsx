'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import type { CityOption } from '@jobboard/api/services/catalogue/cities';
import type { Locale } from '@jobboard/tenancy/board-config';
import {
  DEFAULT_RADIUS_KM,
  maxSalaryFilter,
  radiusValues,
} from '@jobboard/api/contracts/offer-filter-rules';
import {
  emptyFilters,
  publishedWithinValues,
  type OfferFilters,
  type PublishedWithin,
  type SalaryFilterPeriod,
} from './offer-filters';
import { useDebouncedEffect } from './use-debounced-callback';

export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchFiltersProps {
  value: OfferFilters;
  onChange: (next: OfferFilters) => void;
  locale: Locale;
  specializations: readonly OfferAttributeDto[];
  schedules: readonly OfferAttributeDto[];
  cities: readonly CityOption[];
  /** Filters a landing page fixes in its URL path: not offered again here. */
  fixed?: { city?: boolean; specialization?: boolean };
}

/**
 * The search form. Typed text waits 500 ms after the last key (spec section 9) before it
 * searches; choices apply at once. Every change keeps the page (spec section 4).
 */
export function SearchFilters(props: SearchFiltersProps) {
  const { value, onChange, locale, specializations, schedules, cities, fixed = {} } = props;
  const t = useTranslations('offers.filters');
  const [title, setTitle] = useState(value.title);
  const [company, setCompany] = useState(value.company);
  const [salary, setSalary] = useState(salaryField(value.salary_min));
  const [place, setPlace] = useState(placeText(value.near, cities));
  const [placeError, setPlaceError] = useState(false);
  // Back/forward changes `value` from outside: the fields follow it (state from props, on render).
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setTitle(value.title);
    setCompany(value.company);
    setSalary(salaryField(value.salary_min));
    setPlace(placeText(value.near, cities));
    setPlaceError(false);
  }
  const salaryMin = salaryValue(salary);
  const typed = { title, company, salary };
  useDebouncedEffect(
    [typed.title, typed.company, typed.salary].join('\u0000'),
    SEARCH_DEBOUNCE_MS,
    () => {
      if (title !== value.title || company !== value.company || salaryMin !== value.salary_min) {
        onChange({ ...value, title, company, salary_min: salaryMin });
      }
    },
  );
  const set = (patch: Partial<OfferFilters>) =>
    onChange({ ...value, title, company, salary_min: salaryMin, ...patch });
  // A typed place counts once it names a place of the list (the built-in Quebec gazetteer).
  const pickPlace = (text: string, final: boolean) => {
    setPlace(text);
    const folded = fold(text);
    if (!folded) {
      setPlaceError(false);
      if (value.near) set({ near: '' });
      return;
    }
    const city = cities.find((c) => fold(c.label) === folded);
    if (city) {
      setPlaceError(false);
      if (city.slug !== value.near) set({ near: city.slug });
    } else if (final) setPlaceError(true);
  };
  const toggle = (id: number) =>
    set({
      schedule: value.schedule.includes(id)
        ? value.schedule.filter((s) => s !== id)
        : [...value.schedule, id],
    });
  const main = cities.filter((c) => c.short);
  const others = cities.filter((c) => !c.short);
  const labelOf = (id: number) => specializations.find((s) => s.id === id)?.label[locale] ?? '';

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('legend')}
      onSubmit={(e) => {
        e.preventDefault();
        set({});
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        label={t('title')}
        name="title"
        type="search"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t('company')}
        name="company"
        type="search"
        value={company}
        onChange={(e) => setCompany(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {fixed.city ? null : (
        <TextField
          select
          label={t('city')}
          name="city"
          value={value.city}
          onChange={(e) => set({ city: e.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('anyCity')}</option>
          <optgroup label={t('mainCities')}>
            {main.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('otherCities')}>
            {others.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.label}
              </option>
            ))}
          </optgroup>
        </TextField>
      )}
      {fixed.specialization ? null : (
        <TextField
          select
          label={t('specialization')}
          name="specialization"
          value={value.specialization}
          onChange={(e) => {
            const picked = e.target.value as unknown as number[] | string;
            set({
              specialization: typeof picked === 'string' ? picked.split(',').map(Number) : picked,
            });
          }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) => (selected as number[]).map(labelOf).join(', '),
            },
          }}
        >
          {specializations.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              <Checkbox checked={value.specialization.includes(s.id)} size="small" />
              <ListItemText primary={s.label[locale]} />
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <FormLabel component="legend">{t('schedule')}</FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
          {schedules.map((s) => (
            <FormControlLabel
              key={s.id}
              control={
                <Checkbox
                  size="small"
                  name="schedule"
                  value={s.id}
                  checked={value.schedule.includes(s.id)}
                  onChange={() => toggle(s.id)}
                />
              }
              label={s.label[locale]}
            />
          ))}
        </FormGroup>
      </Box>
      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}
      >
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {t('pay')}
        </FormLabel>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <TextField
            label={t('salaryMin')}
            name="salary_min"
            type="number"
            value={salary}
            onChange={(e) => setSalary(e.target.value)}
            slotProps={{
              htmlInput: { min: 1, max: maxSalaryFilter.year, step: 1, inputMode: 'numeric' },
            }}
          />
          <TextField
            select
            label={t('salaryPeriod')}
            name="salary_period"
            value={value.salary_period}
            onChange={(e) => set({ salary_period: e.target.value as SalaryFilterPeriod })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="hour">{t('perHour')}</option>
            <option value="year">{t('perYear')}</option>
          </TextField>
        </Box>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {t('distance')}
        </FormLabel>
        <Box sx={{ display: 'grid', gridTemplateColumns: '3fr 2fr', gap: 1 }}>
          <TextField
            label={t('near')}
            name="near"
            value={place}
            autoComplete="off"
            error={placeError}
            helperText={placeError ? t('nearUnknown') : t('nearHelp')}
            onChange={(e) => pickPlace(e.target.value, false)}
            onBlur={(e) => pickPlace(e.target.value, true)}
            slotProps={{ htmlInput: { list: 'search-places', maxLength: 100 } }}
          />
          <datalist id="search-places">
            {cities.map((c) => (
              <option key={c.id} value={c.label} />
            ))}
          </datalist>
          <TextField
            select
            label={t('radius')}
            name="radius"
            value={value.radius ?? DEFAULT_RADIUS_KM}
            onChange={(e) => set({ radius: Number(e.target.value) })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {radiusValues.map((km) => (
              <option key={km} value={km}>
                {t('radiusKm', { km })}
              </option>
            ))}
          </TextField>
        </Box>
      </Box>
      <TextField
        select
        label={t('publishedAt')}
        name="published_at"
        value={value.published_at}
        onChange={(e) => set({ published_at: e.target.value as PublishedWithin | '' })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('anyDate')}</option>
        {publishedWithinValues.map((v) => (
          <option key={v} value={v}>
            {t(`published${v}`)}
          </option>
        ))}
      </TextField>
      {/* Filters apply as they change; this button is for keyboard users who expect Enter's
          counterpart, and without JavaScript it submits the form as a GET of the named fields. */}
      <Button type="submit" variant="contained">
        {t('submit')}
      </Button>
      <Button
        type="button"
        variant="text"
        onClick={() =>
          onChange({
            ...emptyFilters,
            ...(fixed.city ? { city: value.city } : {}),
            ...(fixed.specialization ? { specialization: value.specialization } : {}),
            page: value.page,
          })
        }
      >
        {t('reset')}
      </Button>
    </Box>
  );
}

/** Folded for comparison: case, accents and punctuation do not matter ("levis" is Lévis). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function salaryField(amount: number | null): string {
  return amount === null ? '' : String(amount);
}

/** The typed minimum pay, or null while it is not a whole amount in range. */
function salaryValue(text: string): number | null {
  const amount = Number(text);
  return text.trim() !== '' &&
    Number.isInteger(amount) &&
    amount >= 1 &&
    amount <= maxSalaryFilter.year
    ? amount
    : null;
}

/** What the place field shows for a `near` value: the city's name, or the point as given. */
function placeText(near: string, cities: readonly CityOption[]): string {
  return cities.find((c) => c.slug === near)?.label ?? near;
}
