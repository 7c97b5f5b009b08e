import type { ReactNode } from 'react';
import type { CityOption } from '@jobboard/api/services/catalogue/cities';
import {
  DEFAULT_RADIUS_KM,
  maxSalaryFilter,
  radiusValues,
} from '@jobboard/api/contracts/offer-filter-rules';
import { cx, ui } from '@/modules/plain-ui';
import { publishedWithinValues, type FormValues } from '../offer-filters';
import { fillTemplate, type SearchText } from '../search-text';
import type { PagePlace } from '../page/search-page-data';
import { keyedLines } from './keyed-lines';
import { PlaceOptions } from './place-options';
import { SpecializationPicker } from './specialization-picker';
import fields from './fields.module.css';
import styles from './search-filters.module.css';

/** A specialization or schedule to choose, named in the page's language. */
export interface FilterChoice {
  id: number;
  label: string;
}

/** The form's choices: only what it shows. */
export interface FilterOptions {
  specializations: readonly FilterChoice[];
  schedules: readonly FilterChoice[];
  cities: readonly CityOption[];
}

export interface SearchFiltersProps {
  /** The filters of the page's URL: the fields' first values. */
  value: FormValues;
  options: FilterOptions;
  /** Filters a landing page fixes in its URL path: not offered again here. */
  fixed?: { city?: boolean; specialization?: boolean };
  /** The URL's place, as the gazetteer read it (search-page-data.ts). */
  place?: PagePlace;
  text: SearchText['filters'];
}

/**
 * The search form, rendered on the server as a plain GET form of native fields: it works before
 * and without JavaScript, and the search island only enhances it (search-form-enhancer.ts: URL
 * state, the 500 ms wait after typing of spec section 9, the place autocomplete, the picker), so
 * the page ships no React code to render it. Plain fields styled like MUI's outlined ones
 * (fields.module.css). The place field is a plain text field the server reads a place's name
 * from (any city of Canada, search-page-data.ts); the enhancer makes it a combobox of the
 * gazetteer's suggestions (place-combobox.ts).
 */
export function SearchFilters(props: SearchFiltersProps) {
  const {
    value,
    options: { specializations, schedules, cities },
    fixed = {},
    place = null,
    text: t,
  } = props;
  const id = 'search';
  // A place is shown by its label ("Vancouver (BC)"); one that matches nothing as it was typed,
  // with the error (issue 46, item 10).
  const unmatched = place && 'unmatched' in place ? place.unmatched : null;
  const nearText = place ? ('label' in place ? place.label : place.unmatched) : value.near;

  return (
    <form role="search" aria-label={t.legend} method="get" className={styles.form}>
      {/* data-lead: the fields a phone shows while the others wait behind "Show filters"
          (offer-search.module.css), the keyword and the place (issue 46 item 35). */}
      <TextInput
        id={`${id}-title`}
        label={t.title}
        name="title"
        type="search"
        value={value.title}
        maxLength={200}
        lead
      />
      <TextInput
        id={`${id}-company`}
        label={t.company}
        name="company"
        type="search"
        value={value.company}
        maxLength={100}
      />
      {fixed.city ? null : (
        <NativeSelect id={`${id}-city`} label={t.city} name="city" value={value.city}>
          <option value="">{t.anyCity}</option>
          <PlaceOptions groups={[t.mainCities, t.otherCities]} places={placeLines(cities)} />
        </NativeSelect>
      )}
      {fixed.specialization ? null : (
        <SpecializationPicker
          label={t.specialization}
          options={specializations}
          value={value.specialization}
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
                  defaultChecked={value.schedule.includes(s.id)}
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
            value={value.salary_min === null ? '' : String(value.salary_min)}
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
          >
            <option value="hour">{t.perHour}</option>
            <option value="year">{t.perYear}</option>
          </NativeSelect>
        </div>
      </fieldset>
      <fieldset className={cx(styles.fieldset, styles.group)} data-lead="">
        <legend className={cx(ui.body1, styles.legend, styles.legendGap)} data-lead-aside="">
          {t.distance}
        </legend>
        <div className={cx(styles.pair, styles.placePair)} data-lead-pair="">
          <div>
            <div className={cx(fields.field, unmatched !== null && fields.error)}>
              <input
                id={`${id}-near`}
                className={fields.control}
                name="near"
                defaultValue={nearText}
                placeholder=" "
                autoComplete="off"
                maxLength={100}
                aria-invalid={unmatched !== null}
                aria-describedby={`${id}-near-help`}
                data-near={place && 'near' in place ? place.near : ''}
                data-suggestions={t.nearSuggestions}
              />
              <label htmlFor={`${id}-near`} className={fields.label}>
                {t.near}
              </label>
            </div>
            {/* Both wordings are here: the enhancer swaps them as the place is checked. */}
            <p
              id={`${id}-near-help`}
              className={cx(fields.helper, unmatched !== null && fields.helperError)}
              data-help={t.nearHelp}
              data-unmatched={t.nearUnmatched}
            >
              {unmatched === null
                ? t.nearHelp
                : fillTemplate(t.nearUnmatched, { place: unmatched })}
            </p>
          </div>
          <NativeSelect
            id={`${id}-radius`}
            label={t.radius}
            name="radius"
            value={String(value.radius ?? DEFAULT_RADIUS_KM)}
            aside
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
      <button type="submit" className={cx(ui.button, ui.contained)} data-lead="">
        {t.submit}
      </button>
      <button type="button" data-reset="" className={cx(ui.button, ui.text)}>
        {t.reset}
      </button>
    </form>
  );
}

function TextInput({
  id,
  label,
  value,
  lead,
  ...input
}: {
  id: string;
  label: string;
  name: string;
  type: 'search' | 'number';
  value: string;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
  inputMode?: 'numeric';
  lead?: boolean;
}) {
  return (
    <div className={fields.field} data-lead={lead ? '' : undefined}>
      <input id={id} className={fields.control} placeholder=" " defaultValue={value} {...input} />
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
  aside,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  /** Hidden with the other filters on a phone, though in a lead fieldset. */
  aside?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={fields.field} data-lead-aside={aside ? '' : undefined}>
      <select id={id} name={name} className={fields.select} defaultValue={value}>
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

/** PlaceOptions' string for cities in their order, the short list first. */
function placeLines(cities: readonly CityOption[]): string {
  const lines = (short: boolean) =>
    keyedLines(cities.filter((c) => c.short === short).map((c) => [c.slug, c.label]));
  return `${lines(true)}\n\n${lines(false)}`;
}
