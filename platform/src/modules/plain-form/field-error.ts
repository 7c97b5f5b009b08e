import styles from './plain-field.module.css';

/** A PlainTextField of the form, by its name. */
export function fieldOf(form: HTMLFormElement, name: string): HTMLElement | null {
  return form.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
}

/** Puts each message under its field (or clears it: null), restoring the field's help text. */
export function showFieldError(form: HTMLFormElement, name: string, message: string | null) {
  const field = fieldOf(form, name);
  const control = field?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  const helper = field?.querySelector<HTMLElement>('[data-help]');
  if (!field || !control || !helper) return;
  if (styles.invalid) field.classList.toggle(styles.invalid, message !== null);
  if (message === null) control.removeAttribute('aria-invalid');
  else control.setAttribute('aria-invalid', 'true');
  helper.textContent = message ?? helper.dataset.help ?? '';
}
