'use client';

import { useState, type ReactNode } from 'react';
import type { ToastTexts } from '@/modules/http';
import { PlainAlert, PlainFormIsland } from '@/modules/plain-form';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { AccountKind } from '../account-kind';

const load = () => import('./submit-forgot-password');

/** The forgotten-password form, then the server's answer in its place. */
export function ForgotPasswordIsland({
  kind,
  locale,
  toasts,
  children,
}: {
  kind: AccountKind;
  locale: Locale;
  toasts: ToastTexts;
  children: ReactNode;
}) {
  const [sent, setSent] = useState<string | null>(null);
  if (sent) return <PlainAlert severity="success">{sent}</PlainAlert>;
  return (
    <PlainFormIsland
      preload={load}
      submit={async (form) =>
        (await load()).submitForgotPassword(form, { kind, locale, toasts, onSent: setSent })
      }
    >
      {children}
    </PlainFormIsland>
  );
}
