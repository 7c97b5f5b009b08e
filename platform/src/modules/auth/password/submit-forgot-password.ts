import { apiPath } from '@jobboard/api/contracts/api-paths';
import { forgotPasswordSchema } from '@jobboard/api/contracts/auth';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { ToastTexts } from '@/modules/http';
import { islandFetch } from '@/modules/island-fetch';
import { runContractForm } from '@/modules/plain-form';
import type { AccountKind } from '../account-kind';

/** One submit of the forgotten-password form; `onSent` gets the server's sentence. */
export function submitForgotPassword(
  form: HTMLFormElement,
  {
    kind,
    locale,
    toasts,
    onSent,
  }: { kind: AccountKind; locale: Locale; toasts: ToastTexts; onSent: (message: string) => void },
) {
  return runContractForm(form, {
    contract: forgotPasswordSchema,
    locale,
    send: async (values) => {
      const { message } = await islandFetch<{ message: string }>(
        apiPath(`/${kind}/auth/forgot-password`, {}, { lg: locale }),
        toasts,
        { method: 'POST', body: values },
      );
      onSent(message);
    },
  });
}
