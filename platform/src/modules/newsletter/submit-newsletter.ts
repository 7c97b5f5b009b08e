import { apiPath } from '@jobboard/api/contracts/api-paths';
import { newsletterSubscribeSchema } from '@jobboard/api/contracts/newsletter';
import type { Locale } from '@jobboard/tenancy/board-config';
import { toastShown, type ToastTexts } from '@/modules/http';
import { islandFetch } from '@/modules/island-fetch';
import { runContractForm } from '@/modules/plain-form';
import { newsletterAlert } from './newsletter-alert';

export interface SubmitTexts {
  /** Said in the form's own alert when a failure got no toast. */
  failed: string;
  toasts: ToastTexts;
}

const ALERT = 'data-newsletter-alert';

/**
 * One submit of the newsletter form (NewsletterForm's server markup), as the other plain forms:
 * the API's own contract checks the address (runContractForm), a 422's error lands under the
 * field, and the server's success sentence goes into the status region (it is the same for known
 * addresses). A failure no toast told gets an alert. The markup is the server's, so the outcome
 * is written into it rather than through React state.
 */
export function submitNewsletter(
  form: HTMLFormElement,
  { boardKey, locale, texts }: { boardKey: string; locale: Locale; texts: SubmitTexts },
) {
  const status = form.querySelector<HTMLElement>('[role="status"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  // While a call runs the last outcome stays; runContractForm ignores that submit too.
  if (!status || button?.disabled) return;
  form.querySelectorAll(`[${ALERT}]`).forEach((alert) => alert.remove());
  return runContractForm(form, {
    contract: newsletterSubscribeSchema,
    locale,
    send: async (values) => {
      const { message = '' } = await islandFetch<{ message?: string }>(
        apiPath('/jobboard/{board}/news-letter', { board: boardKey }, { lg: locale }),
        texts.toasts,
        { method: 'POST', body: values },
      );
      form.querySelector<HTMLInputElement>('input[name="email"]')!.value = '';
      status.append(newsletterAlert('success', message, ALERT));
    },
    onOtherError: (error) => {
      if (!toastShown(error)) status.after(newsletterAlert('error', texts.failed, ALERT));
    },
  });
}
