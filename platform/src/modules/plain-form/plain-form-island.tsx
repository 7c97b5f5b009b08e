'use client';

import type { FormEvent, ReactNode } from 'react';
import { useHydrated } from '@/modules/http';

/**
 * The <form> element around a public page's server-rendered fields (PlainTextField): a submit
 * runs `submit` (which loads the form's code, then checks and sends it: runContractForm); the
 * form's first focus loads that code ahead, so it is there by the first submit. `data-hydrated`:
 * false in the server's HTML, as the MUI forms' (tests wait for it before typing).
 */
export function PlainFormIsland({
  submit,
  preload,
  className,
  children,
}: {
  submit: (form: HTMLFormElement) => Promise<void>;
  preload: () => Promise<unknown>;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A failed load of the submit code (offline) does nothing visible: what was typed stays, and
    // the next submit loads it again.
    void submit(event.currentTarget).catch(() => undefined);
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void preload().catch(() => undefined)}
      data-hydrated={hydrated}
      className={className}
    >
      {children}
    </form>
  );
}
