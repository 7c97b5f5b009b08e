import { apiPath } from '@jobboard/api/contracts/api-paths';
import { loginSchema } from '@jobboard/api/contracts/auth';
import type { Locale } from '@jobboard/tenancy/board-config';
import { requestEmployerSync } from '@/modules/employer-sync';
import type { ToastTexts } from '@/modules/http';
import { islandFetch } from '@/modules/island-fetch';
import type { useAppRouter } from '@/modules/navigation';
import { runContractForm } from '@/modules/plain-form';
import { authPath, safeReturnPath } from '@/modules/session';
import type { AccountKind } from '../account-kind';

/**
 * One submit of the sign-in form: the API answers with the user and a new session cookie, and
 * the visitor lands where a guard was sending them, else in their area. The employer's first
 * page after sign-in synchronises (spec section 4).
 */
export function submitLogin(
  form: HTMLFormElement,
  {
    kind,
    locale,
    toasts,
    router,
  }: {
    kind: AccountKind;
    locale: Locale;
    toasts: ToastTexts;
    router: ReturnType<typeof useAppRouter>;
  },
) {
  return runContractForm(form, {
    contract: loginSchema,
    locale,
    send: async (values) => {
      await islandFetch(apiPath(`/${kind}/auth/login`, {}, { lg: locale }), toasts, {
        method: 'POST',
        body: values,
      });
      if (kind === 'ats') requestEmployerSync();
      const returnTo = safeReturnPath(new URLSearchParams(window.location.search).get('redirect'));
      router.push(returnTo ?? authPath(kind === 'ats' ? 'employerArea' : 'home', locale));
      router.refresh();
    },
  });
}
