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
  labelledBy,
  children,
}: {
  submit: (form: HTMLFormElement) => Promise<void>;
  preload: () => Promise<unknown>;
  className?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A failed chunk load (offline) is tried again at the next submit; the toast told nothing,
    // but the button is enabled again and nothing typed is lost.
    void submit(event.currentTarget).catch(() => undefined);
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void preload().catch(() => undefined)}
      aria-labelledby={labelledBy}
      data-hydrated={hydrated}
      className={className}
    >
      {children}
    </form>
  );
}
