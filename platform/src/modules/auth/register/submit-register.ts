import { apiPath } from '@jobboard/api/contracts/api-paths';
import { employerSignupSchema } from '@jobboard/api/contracts/auth';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { ToastTexts } from '@/modules/http';
import { islandFetch } from '@/modules/island-fetch';
import { runContractForm } from '@/modules/plain-form';
import { safeReturnPath } from '@/modules/session';
import type { AccountKind } from '../account-kind';
import { rememberAfterConfirmation } from '../confirmation/after-confirmation';

/**
 * One submit of the registration form. The employer contract is the candidate one plus an
 * optional phone number; where the registration was heading is kept for the mailed link.
 */
export function submitRegister(
  form: HTMLFormElement,
  {
    kind,
    locale,
    toasts,
    onSent,
  }: { kind: AccountKind; locale: Locale; toasts: ToastTexts; onSent: (email: string) => void },
) {
  return runContractForm(form, {
    contract: employerSignupSchema,
    locale,
    send: async (values) => {
      const { data } = await islandFetch<{ data: { email: string } }>(
        apiPath(`/${kind}/signup`, {}, { lg: locale }),
        toasts,
        { method: 'POST', body: kind === 'ats' ? values : { ...values, phone_number: undefined } },
      );
      const returnTo = safeReturnPath(new URLSearchParams(window.location.search).get('redirect'));
      rememberAfterConfirmation({ kind, returnTo });
      onSent(data.email);
    },
  });
}
