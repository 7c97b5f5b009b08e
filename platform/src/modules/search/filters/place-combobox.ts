import { apiPath } from '@jobboard/api/contracts/api-paths';
import { foldPlaceName } from '@jobboard/api/contracts/place-names';
import type { GazetteerPlaceDto, PlacesResponse } from '@jobboard/api/contracts/places';
import { silentFetch } from '@/modules/http';
import styles from './search-filters.module.css';

/** A place as the search names it (`near`) and shows it. */
export type ChosenPlace = Pick<GazetteerPlaceDto, 'slug' | 'label'>;

export interface PlaceComboboxEvents {
  /**
   * What was typed names this place: chosen from the list, typed in full and confirmed (`final`:
   * Enter, leaving the field), or typed in full and still being typed (not final).
   */
  matched(place: ChosenPlace, final: boolean): void;
  /** What was typed, confirmed, names no place. */
  unmatched(text: string): void;
  /** The field was emptied. */
  cleared(): void;
  /** The visitor is typing again: a past error no longer describes the field. */
  typing(): void;
}

export interface PlaceCombobox {
  dispose(): void;
}

/** The wait after a key before suggestions are asked for: about one per word typed. */
const SUGGEST_DELAY_MS = 150;

/**
 * The place field as an ARIA 1.2 combobox of the gazetteer's suggestions (GET /api/places): a
 * list under the field, arrows to move through it, Enter or a click to choose, Escape to close.
 * A name typed in full counts too, on Enter or on leaving the field: the API's `match` is the
 * place a search would use for it, so the page and the API agree on what a name means.
 */
export function placeCombobox(input: HTMLInputElement, events: PlaceComboboxEvents): PlaceCombobox {
  const listId = `${input.id}-list`;
  const list = document.createElement('ul');
  list.id = listId;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', input.dataset.suggestions ?? '');
  list.className = styles.placeList ?? '';
  list.hidden = true;
  input.parentElement?.append(list);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listId);

  let options: GazetteerPlaceDto[] = [];
  /** The text the field had when it got focus, or was last settled to: leaving it unchanged
   * confirms nothing. */
  let focusedWith = input.defaultValue;
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;
  /** The answers of this page's life, by folded text: a word typed again asks nothing. */
  const answers = new Map<string, Promise<PlacesResponse>>();

  const ask = (text: string): Promise<PlacesResponse> => {
    const key = foldPlaceName(text);
    let answer = answers.get(key);
    if (!answer) {
      request = new AbortController();
      answer = silentFetch<PlacesResponse>(apiPath('/places', {}, { q: text.trim() }), {
        signal: request.signal,
      });
      answers.set(key, answer);
      // A failed or aborted answer is asked again next time.
      answer.catch(() => answers.delete(key));
    }
    return answer;
  };

  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };
  const highlight = (index: number) => {
    active = index;
    list.querySelectorAll('li').forEach((li, i) => {
      li.setAttribute('aria-selected', String(i === index));
    });
    if (index >= 0) {
      input.setAttribute('aria-activedescendant', `${listId}-${index}`);
      list.children[index]?.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const show = (places: GazetteerPlaceDto[]) => {
    options = places;
    list.replaceChildren(
      ...places.map((place, i) => {
        const li = document.createElement('li');
        li.id = `${listId}-${i}`;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        li.className = styles.placeOption ?? '';
        li.textContent = place.label;
        return li;
      }),
    );
    active = -1;
    input.removeAttribute('aria-activedescendant');
    const open = places.length > 0 && document.activeElement === input;
    list.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
  };

  const choose = (place: GazetteerPlaceDto) => {
    clearTimeout(timer);
    input.value = focusedWith = place.label;
    close();
    events.matched(place, true);
  };

  /** What is typed, confirmed: the place it names, or none. */
  const settle = () => {
    clearTimeout(timer);
    close();
    const text = input.value;
    if (!foldPlaceName(text)) {
      events.cleared();
      return;
    }
    void ask(text).then(
      (answer) => {
        // The visitor typed on meanwhile: that text is settled in its turn.
        if (input.value !== text) return;
        focusedWith = text;
        if (answer.match) {
          input.value = focusedWith = answer.match.label;
          events.matched(answer.match, true);
        } else events.unmatched(text);
      },
      () => undefined,
    );
  };

  const onInput = () => {
    clearTimeout(timer);
    request?.abort();
    events.typing();
    const text = input.value;
    if (!foldPlaceName(text)) {
      show([]);
      events.cleared();
      return;
    }
    timer = setTimeout(() => {
      void ask(text).then(
        (answer) => {
          if (input.value !== text) return;
          show(answer.data);
          if (answer.match) events.matched(answer.match, false);
        },
        () => undefined,
      );
    }, SUGGEST_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const open = !list.hidden;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!open) {
        list.hidden = false;
        input.setAttribute('aria-expanded', 'true');
      }
      const last = options.length - 1;
      if (event.key === 'ArrowDown') highlight(active >= last ? 0 : active + 1);
      else highlight(active <= 0 ? last : active - 1);
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted place, or confirms what is typed; it never submits the
      // form from this field (the search follows the place).
      event.preventDefault();
      const place = open && active >= 0 ? options[active] : undefined;
      if (place) choose(place);
      else settle();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  // A press on an option must not blur the field first (which would settle what is typed).
  const onMouseDown = (event: MouseEvent) => {
    if ((event.target as Element).closest('[role="option"]')) event.preventDefault();
  };
  const onClick = (event: MouseEvent) => {
    const option = (event.target as Element).closest('[role="option"]');
    if (!option) return;
    const place = options[Array.from(list.children).indexOf(option)];
    if (place) choose(place);
    input.focus();
  };
  const onFocus = () => {
    focusedWith = input.value;
  };
  const onBlur = () => {
    if (input.value !== focusedWith) settle();
    else close();
  };

  const listeners: [EventTarget, string, EventListener][] = [
    [input, 'input', onInput],
    [input, 'keydown', onKeyDown as EventListener],
    [input, 'blur', onBlur],
    [input, 'focus', onFocus],
    [list, 'mousedown', onMouseDown as EventListener],
    [list, 'click', onClick as EventListener],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);

  return {
    dispose() {
      clearTimeout(timer);
      request?.abort();
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      list.remove();
      for (const name of ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls'])
        input.removeAttribute(name);
    },
  };
}
