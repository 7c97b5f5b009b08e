import { apiPath } from '@jobboard/api/contracts/api-paths';
import { offerReportRequestSchema } from '@jobboard/api/contracts/offer-reports';
import type { Locale } from '@jobboard/tenancy/board-config';
import { toastShown, type ToastTexts } from '@/modules/http';
import { islandFetch } from '@/modules/island-fetch';
import { runContractForm } from '@/modules/plain-form';

/** One submit of the report form; a 429 or 5xx already has its section 8 toast. */
export function submitReport(
  form: HTMLFormElement,
  options: {
    boardKey: string;
    offerId: number;
    locale: Locale;
    toasts: ToastTexts;
    onSent: () => void;
    onFailed: () => void;
  },
) {
  return runContractForm(form, {
    contract: offerReportRequestSchema,
    locale: options.locale,
    send: async (values) => {
      await islandFetch(
        apiPath(
          '/jobboard/{board}/offers/{id}/report',
          { board: options.boardKey, id: options.offerId },
          { lg: options.locale },
        ),
        options.toasts,
        { method: 'POST', body: values },
      );
      options.onSent();
    },
    onOtherError: (error) => {
      if (!toastShown(error)) options.onFailed();
    },
  });
}
