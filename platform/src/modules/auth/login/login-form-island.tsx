'use client';

import type { ReactNode } from 'react';
import type { ToastTexts } from '@/modules/http';
import { useAppRouter } from '@/modules/navigation';
import { PlainFormIsland } from '@/modules/plain-form';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { AccountKind } from '../account-kind';

const load = () => import('./submit-login');

/** The sign-in form element; what a submit does loads with the form's first focus. */
export function LoginFormIsland({
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
  const router = useAppRouter();
  return (
    <PlainFormIsland
      preload={load}
      submit={async (form) => (await load()).submitLogin(form, { kind, locale, toasts, router })}
    >
      {children}
    </PlainFormIsland>
  );
}
