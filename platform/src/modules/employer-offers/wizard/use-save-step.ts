'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import type { EmployerOfferDto } from '@jobboard/api/contracts/employer-offers/offer-dto';
import type { OfferStep } from '@jobboard/api/contracts/employer-offers/offer-steps';
import { useBoard } from '@jobboard/tenancy/board-context';
import { useApiFetch } from '@/modules/http';

/**
 * Each step is checked by the server's validation endpoint, then saved: the first save of a new
 * offer creates the draft (POST), every later one is a PUT of that step.
 */
export function useSaveStep() {
  const api = useApiFetch();
  const board = useBoard();
  const locale = useLocale();
  return useCallback(
    async (step: OfferStep, values: object, offerId: number | null) => {
      await api(
        apiPath(
          '/jobboard/{board}/employer/offers/validation/{step}',
          { board: board.key, step },
          { lg: locale },
        ),
        {
          method: 'POST',
          body: values,
        },
      );
      const saved =
        offerId === null
          ? await api<{ data: EmployerOfferDto }>(apiPath('/ats/offers', {}, { lg: locale }), {
              method: 'POST',
              body: values,
            })
          : await api<{ data: EmployerOfferDto }>(
              apiPath('/ats/offers/{id}', { id: offerId }, { lg: locale }),
              {
                method: 'PUT',
                body: { step, ...values },
              },
            );
      return saved.data;
    },
    [api, board.key, locale],
  );
}
