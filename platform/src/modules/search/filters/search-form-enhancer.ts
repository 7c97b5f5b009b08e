import { DEFAULT_RADIUS_KM, maxSalaryFilter } from '@jobboard/api/contracts/offer-filter-rules';
import {
  emptyQuery,
  formValues,
  type OffersQuery,
  type PublishedWithin,
  type SalaryFilterPeriod,
} from '../offer-filters';
import { parseKeyedLines } from './keyed-lines';
import { pickerIds } from './specialization-picker';
import fields from './fields.module.css';
import picker from './specialization-picker.module.css';
import filterStyles from './search-filters.module.css';
import { ui } from '@/modules/plain-ui';

/**
 * The picker's checkboxes, from its list's `data-options` (keyedLines), checked as the
 * server rendered the form; the ids the list held until then (a hidden field) leave with it.
 */
function fillPicker(list: HTMLElement, chosen: readonly number[]) {
  if (list.querySelector('input[type="checkbox"]')) return;
  list.querySelector('input[type="hidden"]')?.remove();
  for (const [id, name] of parseKeyedLines(list.dataset.options ?? '')) {
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.name = 'specialization';
    input.value = id;
    input.defaultChecked = input.checked = chosen.includes(Number(input.value));
    const box = document.createElement('span');
    box.className = filterStyles.box ?? '';
    box.append(input);
    const text = document.createElement('span');
    text.className = ui.body1 ?? '';
    text.textContent = name;
    const label = document.createElement('label');
    label.className = picker.option ?? '';
    label.append(box, text);
    list.append(label);
  }
}

export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchFormHandle {
  /** The fields follow filters changed from outside (Back/Forward, reset, a page clamp). */
  sync(value: OffersQuery): void;
  dispose(): void;
}

type Field = HTMLInputElement | HTMLSelectElement;

/**
 * Makes the server-rendered search form (search-filters.tsx) drive the island's filters, with
 * plain DOM listeners rather than a React-rendered form: the same behaviour for a fraction of the
 * first-load JavaScript (issue 16). Typed text waits 500 ms after the last key (spec section 9)
 * before it searches; choices apply at once. Every change keeps the page (spec section 4).
 */
export function enhanceSearchForm(
  form: HTMLFormElement,
  /** The filters the server rendered the form with. */
  shown: OffersQuery,
  current: () => OffersQuery,
  onChange: (next: OffersQuery) => void,
  fixed: { city?: boolean | undefined; specialization?: boolean | undefined },
): SearchFormHandle {
  const field = (name: string) => form.elements.namedItem(name) as Field | null;
  const read = (name: string) => field(name)?.value ?? '';
  const boxes = (name: string) =>
    Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`));
  const places = Array.from(form.querySelectorAll('datalist option'), (o) => ({
    label: (o as HTMLOptionElement).value,
    slug: (o as HTMLOptionElement).dataset.slug ?? '',
  }));
  // The server sends the places once, as the city select's options (search-filters.tsx).
  if (places.length === 0) {
    const list = form.querySelector('datalist');
    for (const option of form.querySelectorAll<HTMLOptionElement>('select[name="city"] option')) {
      if (!option.value) continue;
      places.push({ label: option.text, slug: option.value });
      const copy = document.createElement('option');
      copy.value = option.text;
      copy.dataset.slug = option.value;
      list?.append(copy);
    }
  }
  const near = field('near') as HTMLInputElement | null;
  const placeLabel = (slug: string) => places.find((c) => c.slug === slug)?.label ?? slug;
  const help = near && form.querySelector<HTMLElement>(`#${near.getAttribute('aria-describedby')}`);
  // The fields compare by what they show (formValues): an unset filter shows as '' or [].
  const shownView = formValues(shown);
  // A typed amount means the period its select shows, as the visitor reads it.
  const typed = (): Pick<OffersQuery, 'title' | 'company' | 'salary_min' | 'salary_period'> => {
    const salary = salaryValue(read('salary_min'));
    return {
      title: read('title'),
      company: read('company'),
      salary_min: salary ?? undefined,
      ...(salary === null ? {} : { salary_period: read('salary_period') as SalaryFilterPeriod }),
    };
  };
  const typedChanged = (value: OffersQuery) => {
    const next = typed();
    const view = formValues(value);
    return (
      next.title !== view.title ||
      next.company !== view.company ||
      (next.salary_min ?? null) !== view.salary_min
    );
  };
  const set = (patch: Partial<OffersQuery>) => onChange({ ...current(), ...typed(), ...patch });
  const toggle = (list: readonly number[], id: number) =>
    list.includes(id) ? list.filter((v) => v !== id) : [...list, id];

  const placeError = (on: boolean) => {
    if (!near || !help) return;
    near.parentElement?.classList.toggle(fields.error ?? '', on);
    near.setAttribute('aria-invalid', String(on));
    help.classList.toggle(fields.helperError ?? '', on);
    help.textContent = (on ? help.dataset.unknown : help.dataset.help) ?? '';
  };
  // A typed place counts once it names a place of the list (the built-in Quebec gazetteer).
  const pickPlace = (text: string, final: boolean) => {
    const value = current();
    const folded = fold(text);
    if (!folded) {
      placeError(false);
      // Nearest first goes with its place (the sort offers it only with one).
      if (value.near)
        set({ near: undefined, ...(value.sort === 'distance' ? { sort: undefined } : {}) });
      return;
    }
    const city = places.find((c) => fold(c.label) === folded);
    if (city) {
      placeError(false);
      if (city.slug !== value.near) set({ near: city.slug });
    } else if (final) placeError(true);
  };

  // The specialization picker: a disclosure of checkboxes under a field naming the chosen ones.
  const pick = {
    root: form.querySelector<HTMLElement>('[data-picker]'),
    button: form.querySelector<HTMLButtonElement>(`#${pickerIds.button}`),
    label: form.querySelector<HTMLElement>(`#${pickerIds.label}`),
    list: form.querySelector<HTMLElement>(`#${pickerIds.list}`),
  };
  if (pick.list) fillPicker(pick.list, shownView.specialization);
  const pickerOpen = () => pick.list?.hidden === false;
  const showPicker = (open: boolean) => {
    const { button, label, list } = pick;
    if (!button || !label || !list) return;
    const chosen = boxes('specialization')
      .filter((b) => b.checked)
      .map((b) => b.closest('label')?.textContent ?? '')
      .join(', ');
    button.textContent = chosen || '\u200b';
    list.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    label.classList.toggle(fields.shrunk ?? '', Boolean(chosen) || open);
    pick.root?.querySelector('svg')?.classList.toggle(picker.arrowOpen ?? '', open);
  };
  const outside = (event: Event) => {
    if (pickerOpen() && !pick.root?.contains(event.target as Node)) showPicker(false);
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const onInput = (event: Event) => {
    const name = (event.target as Field).name;
    if (name === 'near') pickPlace(near?.value ?? '', false);
    else if (name === 'title' || name === 'company' || name === 'salary_min') {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const value = current();
        if (typedChanged(value)) onChange({ ...value, ...typed() });
      }, SEARCH_DEBOUNCE_MS);
    }
  };
  const onFieldChange = (event: Event) => {
    const target = event.target as Field;
    const value = formValues(current());
    const id = Number(target.value);
    if (target.name === 'city') set({ city: target.value });
    else if (target.name === 'specialization')
      set({ specialization: toggle(value.specialization, id) });
    else if (target.name === 'schedule') set({ schedule: toggle(value.schedule, id) });
    else if (target.name === 'salary_period')
      set({ salary_period: target.value as SalaryFilterPeriod });
    else if (target.name === 'radius') set({ radius: id });
    else if (target.name === 'published_at') set({ published_at: publishedValue(target.value) });
  };
  const onBlur = (event: Event) => {
    if (near && event.target === near) pickPlace(near.value, true);
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    set({});
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (pick.button?.contains(target)) showPicker(!pickerOpen());
    else if (target.closest('[data-reset]')) {
      const value = current();
      onChange({
        ...emptyQuery,
        ...(fixed.city ? { city: value.city } : {}),
        ...(fixed.specialization ? { specialization: value.specialization } : {}),
        page: value.page,
      });
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && pickerOpen() && pick.root?.contains(event.target as Node)) {
      event.stopPropagation();
      showPicker(false);
      pick.button?.focus();
    }
  };

  const listeners: [EventTarget, string, EventListener][] = [
    [form, 'input', onInput],
    [form, 'change', onFieldChange],
    [form, 'focusout', onBlur],
    [form, 'submit', onSubmit],
    [form, 'click', onClick as EventListener],
    [form, 'keydown', onKeyDown as EventListener],
    [document, 'pointerdown', outside],
    [document, 'focusin', outside],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);

  // This code loads after the page (results-view.ts). What was changed in the plain form since
  // it was rendered (`shown`) is taken up now, as if changed just after; with no such change, the
  // form catches up with filters that moved meanwhile (Back across a reload).
  const ids = (name: string) =>
    boxes(name)
      .filter((b) => b.checked)
      .map((b) => Number(b.value));
  const same = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && a.every((v) => b.includes(v));
  const choices: Partial<OffersQuery> = {
    ...(field('city') ? { city: read('city') } : {}),
    ...(pick.root ? { specialization: ids('specialization') } : {}),
    schedule: ids('schedule'),
    salary_period: read('salary_period') as SalaryFilterPeriod,
    published_at: publishedValue(read('published_at')),
    ...(read('radius') === String(shown.radius ?? DEFAULT_RADIUS_KM)
      ? {}
      : { radius: Number(read('radius')) }),
  };
  const chose =
    (choices.city ?? shownView.city) !== shownView.city ||
    !same(choices.specialization ?? shownView.specialization, shownView.specialization) ||
    !same(ids('schedule'), shownView.schedule) ||
    choices.salary_period !== shownView.salary_period ||
    read('published_at') !== shownView.published_at ||
    choices.radius !== undefined;
  const edited = typedChanged(shown);
  const placed = near !== null && near.value !== placeLabel(shownView.near);
  if (chose) set(choices);
  else if (edited) onInput({ target: field('title') } as unknown as Event);
  if (placed) pickPlace(near.value, document.activeElement !== near);

  const handle: SearchFormHandle = {
    sync(query) {
      const value = formValues(query);
      const put = (name: string, text: string) => {
        // Only a change: writing the same text would move the caret of a field being typed in.
        const f = field(name);
        if (f && f.value !== text) f.value = text;
      };
      put('title', value.title);
      put('company', value.company);
      put('salary_min', value.salary_min === null ? '' : String(value.salary_min));
      put('salary_period', value.salary_period);
      put('radius', String(value.radius ?? DEFAULT_RADIUS_KM));
      put('published_at', value.published_at);
      if (!fixed.city) put('city', value.city);
      put('near', placeLabel(value.near));
      placeError(false);
      for (const box of boxes('schedule')) box.checked = value.schedule.includes(+box.value);
      for (const box of boxes('specialization'))
        box.checked = value.specialization.includes(+box.value);
      showPicker(pickerOpen());
    },
    dispose() {
      clearTimeout(timer);
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    },
  };
  if (!chose && !edited && !placed && current() !== shown) handle.sync(current());
  return handle;
}

/** The "published within" select's value: '' is every date, no filter. */
function publishedValue(text: string): PublishedWithin | undefined {
  return text === '' ? undefined : (text as PublishedWithin);
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
