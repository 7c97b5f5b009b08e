'use client';

import type { ReactNode } from 'react';
import type { ToastTexts } from '@/modules/http';
import { PlainOutcomeForm } from '@/modules/plain-form';
import { cx, ui } from '@/modules/plain-ui';
import type { Locale } from '@jobboard/tenancy/board-config';

const load = () => import('./submit-report');

/** The report form's island: sent, it says so and leads back to the offer. */
export function ReportFormIsland({
  boardKey,
  offerId,
  locale,
  offerHref,
  texts,
  children,
}: {
  boardKey: string;
  offerId: number;
  locale: Locale;
  offerHref: string;
  texts: { success: string; back: string; error: string; toasts: ToastTexts };
  children: ReactNode;
}) {
  return (
    <PlainOutcomeForm
      preload={load}
      send={async (form, outcome) =>
        (await load()).submitReport(form, {
          boardKey,
          offerId,
          locale,
          toasts: texts.toasts,
          ...outcome,
        })
      }
      success={texts.success}
      error={texts.error}
      after={() => (
        <a href={offerHref} className={cx(ui.button, ui.outlined)}>
          {texts.back}
        </a>
      )}
    >
      {children}
    </PlainOutcomeForm>
  );
}
