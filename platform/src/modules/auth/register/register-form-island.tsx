'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ToastTexts } from '@/modules/http';
import { PlainAlert, PlainFormIsland } from '@/modules/plain-form';
import { ui } from '@/modules/plain-ui';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { AccountKind } from '../account-kind';
import { authCardStyles as styles, PlainAuthCard } from '../plain-auth-card';
import { ReturnPathLink } from '../return-path-link';

const load = () => import('./submit-register');

export interface RegisterTexts {
  title: string;
  checkTitle: string;
  /** With `{email}` where the address goes. */
  checkBody: string;
  checkNoMail: string;
  logIn: string;
}

/**
 * The registration card: the server's form (children) until the API answers, then the "check
 * your mailbox" card in its place, its heading focused so screen readers hear it.
 */
export function RegisterFormIsland({
  kind,
  locale,
  toasts,
  login,
  texts,
  footer,
  children,
}: {
  kind: AccountKind;
  locale: Locale;
  toasts: ToastTexts;
  login: string;
  texts: RegisterTexts;
  footer: ReactNode;
  children: ReactNode;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <CheckMailbox email={sentTo} login={login} texts={texts} />;
  return (
    <PlainAuthCard title={texts.title}>
      <PlainFormIsland
        preload={load}
        submit={async (form) =>
          (await load()).submitRegister(form, { kind, locale, toasts, onSent: setSentTo })
        }
      >
        {children}
      </PlainFormIsland>
      {footer}
    </PlainAuthCard>
  );
}

function CheckMailbox({
  email,
  login,
  texts,
}: {
  email: string;
  login: string;
  texts: RegisterTexts;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <PlainAuthCard title={texts.checkTitle} headingRef={heading}>
      <PlainAlert severity="success" role="status">
        {texts.checkBody.replace('{email}', email)}
      </PlainAlert>
      <p className={`${ui.body2} ${ui.secondaryText}`}>{texts.checkNoMail}</p>
      <ReturnPathLink href={login} className={`${ui.link} ${styles.footer}`}>
        {texts.logIn}
      </ReturnPathLink>
    </PlainAuthCard>
  );
}
