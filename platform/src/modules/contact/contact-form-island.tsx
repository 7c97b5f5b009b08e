'use client';

import type { ReactNode } from 'react';
import type { ToastTexts } from '@/modules/http';
import { PlainOutcomeForm } from '@/modules/plain-form';
import { cx, ui } from '@/modules/plain-ui';
import type { Locale } from '@jobboard/tenancy/board-config';

const load = () => import('./submit-contact');

/** The contact form's island: sent, it says so and offers "Send another" (an empty form). */
export function ContactFormIsland({
  boardKey,
  locale,
  texts,
  children,
}: {
  boardKey: string;
  locale: Locale;
  texts: { success: string; sendAnother: string; error: string; toasts: ToastTexts };
  children: ReactNode;
}) {
  return (
    <PlainOutcomeForm
      preload={load}
      send={async (form, outcome) =>
        (await load()).submitContact(form, { boardKey, locale, toasts: texts.toasts, ...outcome })
      }
      success={texts.success}
      error={texts.error}
      after={(reset) => (
        <button type="button" className={cx(ui.button, ui.outlined)} onClick={reset}>
          {texts.sendAnother}
        </button>
      )}
    >
      {children}
    </PlainOutcomeForm>
  );
}
