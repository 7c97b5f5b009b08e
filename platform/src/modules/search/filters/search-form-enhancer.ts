import { DEFAULT_RADIUS_KM, maxSalaryFilter } from '@jobboard/api/contracts/offer-filter-rules';
import {
  emptyQuery,
  formValues,
  type OffersQuery,
  type PublishedWithin,
  type SalaryFilterPeriod,
} from '../offer-filters';
import { fillTemplate } from '../search-text';
import { parseKeyedLines } from './keyed-lines';
import { placeCombobox, type ChosenPlace } from './place-combobox';
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
  /** The API found no place for this text: the field shows it with the error, placeless. */
  refusePlace(text: string): void;
  dispose(): void;
}

type Field = HTMLInputElement | HTMLSelectElement;

/** What the island hears of the place field, for the words it shows above and in the results. */
export interface PlaceEvents {
  /** The search's `near` value now names this place. */
  placeLabel(near: string, label: string): void;
  /** What was typed names no place (the search is not filtered by place); null once it does. */
  placeUnmatched(text: string | null): void;
}

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
  placeEvents: PlaceEvents,
): SearchFormHandle {
  const field = (name: string) => form.elements.namedItem(name) as Field | null;
  const read = (name: string) => field(name)?.value ?? '';
  const boxes = (name: string) =>
    Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`));
  const near = field('near') as HTMLInputElement | null;
  const help = near && form.querySelector<HTMLElement>(`#${near.getAttribute('aria-describedby')}`);
  // The labels of the places this page has named, by `near` value: the server's, then each chosen.
  const labels = new Map<string, string>();
  if (near?.dataset.near) labels.set(near.dataset.near, near.defaultValue);
  const placeLabel = (value: string) => labels.get(value) ?? value;
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

  // The `near` value the place field stands for: a change of filters to another one rewrites the
  // field, one that keeps it leaves the field as it is (what was typed, its error).
  let fieldNear = shownView.near;
  const placeError = (text: string | null) => {
    if (!near || !help) return;
    const on = text !== null;
    near.parentElement?.classList.toggle(fields.error ?? '', on);
    near.setAttribute('aria-invalid', String(on));
    help.classList.toggle(fields.helperError ?? '', on);
    help.textContent = on
      ? fillTemplate(help.dataset.unmatched ?? '', { place: text.trim() })
      : (help.dataset.help ?? '');
  };
  // Nearest first goes with its place (the sort offers it only with one).
  const withoutPlace = (): Partial<OffersQuery> => ({
    near: undefined,
    ...(current().sort === 'distance' ? { sort: undefined } : {}),
  });
  const combobox =
    near &&
    placeCombobox(near, {
      matched(place: ChosenPlace, final: boolean) {
        labels.set(place.slug, place.label);
        placeEvents.placeLabel(place.slug, place.label);
        if (final) {
          placeError(null);
          placeEvents.placeUnmatched(null);
        }
        fieldNear = place.slug;
        if (current().near !== place.slug) set({ near: place.slug });
      },
      unmatched(text) {
        // Said in the field and above the results, and the search leaves the place out rather
        // than look filtered by it (issue 46, item 10).
        placeError(text);
        placeEvents.placeUnmatched(text.trim());
        fieldNear = '';
        if (current().near) set(withoutPlace());
      },
      cleared() {
        placeError(null);
        placeEvents.placeUnmatched(null);
        fieldNear = '';
        if (current().near) set(withoutPlace());
      },
      typing() {
        if (near.getAttribute('aria-invalid') === 'true') placeError(null);
      },
    });

  // The home hero's place field (hero-search.tsx), a plain GET form of its own: the same list of
  // suggestions, a chosen place written as its label (the server reads a typed name as well).
  const heroNear = form.ownerDocument.getElementById('hero-near');
  const heroCombobox =
    heroNear instanceof HTMLInputElement
      ? placeCombobox(heroNear, {
          matched(place, final) {
            if (final) heroNear.value = place.label;
          },
          unmatched() {},
          cleared() {},
          typing() {},
        })
      : null;

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
    if (name === 'title' || name === 'company' || name === 'salary_min') {
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
  const onSubmit = (event: Event) => {
    event.preventDefault();
    set({});
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (pick.button?.contains(target)) showPicker(!pickerOpen());
    else if (target.closest('[data-reset]')) {
      const value = current();
      if (near) near.value = '';
      placeError(null);
      placeEvents.placeUnmatched(null);
      fieldNear = '';
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
  // A place typed before: its suggestions if the field still has focus, else its check.
  const placed = near !== null && near.value !== near.defaultValue;
  if (chose) set(choices);
  else if (edited) onInput({ target: field('title') } as unknown as Event);
  if (placed) near.dispatchEvent(new Event(document.activeElement === near ? 'input' : 'blur'));

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
      if (value.near !== fieldNear) {
        put('near', placeLabel(value.near));
        placeError(null);
        placeEvents.placeUnmatched(null);
        fieldNear = value.near;
      }
      for (const box of boxes('schedule')) box.checked = value.schedule.includes(+box.value);
      for (const box of boxes('specialization'))
        box.checked = value.specialization.includes(+box.value);
      showPicker(pickerOpen());
    },
    refusePlace(text) {
      if (near) near.value = text;
      placeError(text);
      fieldNear = '';
    },
    dispose() {
      clearTimeout(timer);
      combobox?.dispose();
      heroCombobox?.dispose();
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
