import type { z } from 'zod';
import type { Locale } from '@jobboard/tenancy/board-config';
import { ApiRequestError } from '@/modules/http';
import { fieldOf, showFieldError } from './field-error';
import { issueMessages, type FieldErrors } from './issue-messages';
import styles from './plain-field.module.css';

/** The form's values by field name; an empty optional field is left out, as a form library does. */
export function readValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.type === 'submit') continue;
    // A radio group's value is its checked radio's; the others are not values at all.
    if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked)
      continue;
    if (element.value === '' && !element.required) continue;
    values[element.name] = element.value;
  }
  return values;
}

function showErrors(form: HTMLFormElement, errors: FieldErrors): boolean {
  const names = Object.keys(errors).filter((name) => fieldOf(form, name));
  for (const name of names) showFieldError(form, name, errors[name] ?? null);
  // As react-hook-form: focus goes to the first field in error, in the form's order.
  const first = Array.from(form.querySelectorAll<HTMLElement>('[data-field]')).find((field) =>
    names.includes(field.dataset.field ?? ''),
  );
  first?.querySelector<HTMLElement>('input, textarea')?.focus();
  return names.length > 0;
}

function clearErrors(form: HTMLFormElement) {
  for (const field of Array.from(form.querySelectorAll<HTMLElement>('[data-field]')))
    showFieldError(form, field.dataset.field ?? '', null);
}

/** Typing in a field in error clears its message; the next submit checks it again. */
function clearOnInput(form: HTMLFormElement) {
  if (form.dataset.clearsOnInput) return;
  form.dataset.clearsOnInput = '1';
  form.addEventListener('input', (event) => {
    const field = (event.target as HTMLElement).closest<HTMLElement>('[data-field]');
    if (field?.classList.contains(styles.invalid ?? '')) {
      showFieldError(form, field.dataset.field ?? '', null);
    }
  });
}

function setPending(form: HTMLFormElement, pending: boolean) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.setAttribute('aria-busy', String(pending));
  if (!button) return;
  button.disabled = pending;
  const label = button.querySelector<HTMLElement>('[data-sending]');
  if (label)
    label.textContent = pending ? (label.dataset.sending ?? '') : (label.dataset.idle ?? '');
}

/**
 * One submit of a public page's plain form (spec sections 5 and 8), what useContractForm does for
 * the MUI forms: the endpoint's own zod contract checks the values first, its messages under
 * their fields; then `send` calls the API (islandFetch: section 8 toasts), a 422's field errors
 * land under the same fields, and any other failure goes to `onOtherError`. The markup is the
 * server's, so errors and the busy button are written into it rather than through React state.
 */
export async function runContractForm<Output>(
  form: HTMLFormElement,
  options: {
    contract: z.ZodType<Output>;
    locale: Locale;
    send: (values: Output) => Promise<void>;
    onOtherError?: (error: unknown) => void;
  },
): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button?.disabled) return;
  clearOnInput(form);
  // From the check to the busy button nothing waits, so a second submit finds it disabled.
  const parsed = options.contract.safeParse(readValues(form));
  clearErrors(form);
  if (!parsed.success) {
    showErrors(form, issueMessages(parsed.error.issues, options.locale));
    return;
  }
  setPending(form, true);
  try {
    await options.send(parsed.data);
  } catch (error) {
    const fieldErrors =
      error instanceof ApiRequestError && error.status === 422 && error.body.errors
        ? Object.fromEntries(
            Object.entries(error.body.errors).map(([name, messages]) => [name, messages[0] ?? '']),
          )
        : null;
    if (!fieldErrors || !showErrors(form, fieldErrors)) options.onOtherError?.(error);
  } finally {
    // The form may have been replaced by its outcome (a success card) by now.
    if (form.isConnected) setPending(form, false);
  }
}
