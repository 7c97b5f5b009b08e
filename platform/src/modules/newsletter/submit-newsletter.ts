import type { ToastTexts } from '@/modules/http';
import { showFieldError } from '@/modules/plain-form';
import { newsletterAlert } from './newsletter-alert';
import { subscribe } from './subscribe';

export interface SubmitTexts {
  submit: string;
  sending: string;
  failed: string;
  /** The contract's client-side messages (validation-messages), in the reader's language. */
  required: string;
  invalid: string;
  toasts: ToastTexts;
}

// The contract's rule (subscriberEmail): trimmed, 1 to 254 characters, an address.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ALERT = 'data-newsletter-alert';

/**
 * One submit of the newsletter form (NewsletterForm's server markup): the contract's check, the
 * request, then the first 422 error under the field, the server's success sentence in the
 * status region, or an alert for a failure no toast told. The markup is the server's, so this
 * updates it in place rather than through React state.
 */
export async function submitNewsletter(
  form: HTMLFormElement,
  { boardKey, locale, texts }: { boardKey: string; locale: string; texts: SubmitTexts },
) {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector<HTMLElement>('[role="status"]');
  if (!input || !button || !status || button.disabled) return;
  const showError = (message: string | null) => {
    showFieldError(form, 'email', message);
    // As the other forms: focus goes to the field in error.
    if (message !== null) input.focus();
  };

  const value = input.value.trim();
  if (!value) return showError(texts.required);
  if (value.length > 254 || !EMAIL.test(value)) return showError(texts.invalid);
  showError(null);
  form.querySelectorAll(`[${ALERT}]`).forEach((alert) => alert.remove());
  button.disabled = true;
  button.textContent = texts.sending;
  try {
    const result = await subscribe(boardKey, locale, value, texts.toasts);
    if (result.kind === 'done') {
      input.value = '';
      status.append(newsletterAlert('success', result.message, ALERT));
    } else if (result.kind === 'invalid') showError(result.message);
    // A toast told the rest; what nothing told is said here.
    else if (result.kind === 'failed') status.after(newsletterAlert('error', texts.failed, ALERT));
  } finally {
    button.disabled = false;
    button.textContent = texts.submit;
  }
}
