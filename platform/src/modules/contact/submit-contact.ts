import { apiPath } from '@jobboard/api/contracts/api-paths';
import { contactRequestSchema } from '@jobboard/api/contracts/contact';
import type { Locale } from '@jobboard/tenancy/board-config';
import { toastShown, type ToastTexts } from '@/modules/http';
import { islandFetch } from '@/modules/island-fetch';
import { runContractForm } from '@/modules/plain-form';

/** One submit of the contact form; a 429 or 5xx already has its section 8 toast. */
export function submitContact(
  form: HTMLFormElement,
  {
    boardKey,
    locale,
    toasts,
    onSent,
    onFailed,
  }: {
    boardKey: string;
    locale: Locale;
    toasts: ToastTexts;
    onSent: () => void;
    onFailed: () => void;
  },
) {
  return runContractForm(form, {
    contract: contactRequestSchema,
    locale,
    send: async (values) => {
      await islandFetch(
        apiPath('/jobboard/{board}/contact', { board: boardKey }, { lg: locale }),
        toasts,
        {
          method: 'POST',
          body: values,
        },
      );
      onSent();
    },
    onOtherError: (error) => {
      if (!toastShown(error)) onFailed();
    },
  });
}
