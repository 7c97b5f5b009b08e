'use client';

import { useId, useState, type ReactNode } from 'react';
import type { CityOption } from '@jobboard/api/services/catalogue/cities';
import {
  DEFAULT_RADIUS_KM,
  maxSalaryFilter,
  radiusValues,
} from '@jobboard/api/contracts/offer-filter-rules';
import { cx, ui } from '@/modules/plain-ui';
import {
  emptyFilters,
  publishedWithinValues,
  type OfferFilters,
  type PublishedWithin,
  type SalaryFilterPeriod,
} from './offer-filters';
import type { SearchText } from './search-text';
import { SpecializationPicker } from './specialization-picker';
import { useDebouncedEffect } from './use-debounced-callback';
import fields from './fields.module.css';
import styles from './search-filters.module.css';

export const SEARCH_DEBOUNCE_MS = 500;

/** A specialization or schedule to choose, named in the page's language. */
export interface FilterChoice {
  id: number;
  label: string;
}

/** The form's choices: only what it shows, since the page sends them to the browser. */
export interface FilterOptions {
  specializations: readonly FilterChoice[];
  schedules: readonly FilterChoice[];
  cities: readonly CityOption[];
}

export interface SearchFiltersProps {
  value: OfferFilters;
  onChange: (next: OfferFilters) => void;
  options: FilterOptions;
  /** Filters a landing page fixes in its URL path: not offered again here. */
  fixed?: { city?: boolean; specialization?: boolean };
  text: SearchText['filters'];
}

/**
 * The search form. Typed text waits 500 ms after the last key (spec section 9) before it
 * searches; choices apply at once. Every change keeps the page (spec section 4). Plain fields
 * styled like MUI's outlined ones (fields.module.css); the place field is a native combobox
 * (an <input list> of the gazetteer's cities), keyboard-usable with no script of ours.
 */
export function SearchFilters(props: SearchFiltersProps) {
  const {
    value,
    onChange,
    options: { specializations, schedules, cities },
    fixed = {},
    text: t,
  } = props;
  const id = useId();
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
  const toggle = (sid: number) =>
    set({
      schedule: value.schedule.includes(sid)
        ? value.schedule.filter((s) => s !== sid)
        : [...value.schedule, sid],
    });
  const main = cities.filter((c) => c.short);
  const others = cities.filter((c) => !c.short);

  return (
    <form
      role="search"
      aria-label={t.legend}
      onSubmit={(e) => {
        e.preventDefault();
        set({});
      }}
      className={styles.form}
    >
      <TextInput
        id={`${id}-title`}
        label={t.title}
        name="title"
        type="search"
        value={title}
        onChange={setTitle}
        maxLength={200}
      />
      <TextInput
        id={`${id}-company`}
        label={t.company}
        name="company"
        type="search"
        value={company}
        onChange={setCompany}
        maxLength={100}
      />
      {fixed.city ? null : (
        <NativeSelect
          id={`${id}-city`}
          label={t.city}
          name="city"
          value={value.city}
          onChange={(city) => set({ city })}
        >
          <option value="">{t.anyCity}</option>
          <optgroup label={t.mainCities}>
            {main.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={t.otherCities}>
            {others.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.label}
              </option>
            ))}
          </optgroup>
        </NativeSelect>
      )}
      {fixed.specialization ? null : (
        <SpecializationPicker
          label={t.specialization}
          options={specializations}
          value={value.specialization}
          onChange={(specialization) => set({ specialization })}
        />
      )}
      <fieldset className={styles.fieldset}>
        <legend className={cx(ui.body1, styles.legend)}>{t.schedule}</legend>
        <div className={styles.checks}>
          {schedules.map((s) => (
            <label key={s.id} className={styles.check}>
              <span className={styles.box}>
                <input
                  type="checkbox"
                  name="schedule"
                  value={s.id}
                  checked={value.schedule.includes(s.id)}
                  onChange={() => toggle(s.id)}
                />
              </span>
              <span className={ui.body1}>{s.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={cx(styles.fieldset, styles.group)}>
        <legend className={cx(ui.body1, styles.legend, styles.legendGap)}>{t.pay}</legend>
        <div className={styles.pair}>
          <TextInput
            id={`${id}-salary`}
            label={t.salaryMin}
            name="salary_min"
            type="number"
            value={salary}
            onChange={setSalary}
            min={1}
            max={maxSalaryFilter.year}
            step={1}
            inputMode="numeric"
          />
          <NativeSelect
            id={`${id}-period`}
            label={t.salaryPeriod}
            name="salary_period"
            value={value.salary_period}
            onChange={(period) => set({ salary_period: period as SalaryFilterPeriod })}
          >
            <option value="hour">{t.perHour}</option>
            <option value="year">{t.perYear}</option>
          </NativeSelect>
        </div>
      </fieldset>
      <fieldset className={cx(styles.fieldset, styles.group)}>
        <legend className={cx(ui.body1, styles.legend, styles.legendGap)}>{t.distance}</legend>
        <div className={cx(styles.pair, styles.placePair)}>
          <div>
            <div className={cx(fields.field, placeError && fields.error)}>
              <input
                id={`${id}-near`}
                className={fields.control}
                name="near"
                value={place}
                placeholder=" "
                autoComplete="off"
                list="search-places"
                maxLength={100}
                aria-invalid={placeError}
                aria-describedby={`${id}-near-help`}
                onChange={(e) => pickPlace(e.target.value, false)}
                onBlur={(e) => pickPlace(e.target.value, true)}
              />
              <label htmlFor={`${id}-near`} className={fields.label}>
                {t.near}
              </label>
            </div>
            <p
              id={`${id}-near-help`}
              className={cx(fields.helper, placeError && fields.helperError)}
            >
              {placeError ? t.nearUnknown : t.nearHelp}
            </p>
          </div>
          <datalist id="search-places">
            {cities.map((c) => (
              <option key={c.id} value={c.label} />
            ))}
          </datalist>
          <NativeSelect
            id={`${id}-radius`}
            label={t.radius}
            name="radius"
            value={String(value.radius ?? DEFAULT_RADIUS_KM)}
            onChange={(km) => set({ radius: Number(km) })}
          >
            {radiusValues.map((km) => (
              <option key={km} value={km}>
                {t.radiusKm[String(km)]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </fieldset>
      <NativeSelect
        id={`${id}-published`}
        label={t.publishedAt}
        name="published_at"
        value={value.published_at}
        onChange={(published) => set({ published_at: published as PublishedWithin | '' })}
      >
        <option value="">{t.anyDate}</option>
        {publishedWithinValues.map((v) => (
          <option key={v} value={v}>
            {t.published[v]}
          </option>
        ))}
      </NativeSelect>
      {/* Filters apply as they change; this button is for keyboard users who expect Enter's
          counterpart, and without JavaScript it submits the form as a GET of the named fields. */}
      <button type="submit" className={cx(ui.button, ui.contained)}>
        {t.submit}
      </button>
      <button
        type="button"
        className={cx(ui.button, ui.text)}
        onClick={() =>
          onChange({
            ...emptyFilters,
            ...(fixed.city ? { city: value.city } : {}),
            ...(fixed.specialization ? { specialization: value.specialization } : {}),
            page: value.page,
          })
        }
      >
        {t.reset}
      </button>
    </form>
  );
}

function TextInput({
  id,
  label,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  name: string;
  type: 'search' | 'number';
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
  inputMode?: 'numeric';
}) {
  return (
    <div className={fields.field}>
      <input
        id={id}
        className={fields.control}
        placeholder=" "
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
      <label htmlFor={id} className={fields.label}>
        {label}
      </label>
    </div>
  );
}

function NativeSelect({
  id,
  label,
  name,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className={fields.field}>
      <select
        id={id}
        name={name}
        className={fields.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      <label htmlFor={id} className={cx(fields.label, fields.shrunk)}>
        {label}
      </label>
      <svg className={fields.arrow} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </div>
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
