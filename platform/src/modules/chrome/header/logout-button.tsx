'use client';

import { useState } from 'react';
import type { LogoutTarget } from './plain-header-button';

/**
 * Log out from the public header: the guard's logout call, then the home page loaded afresh, so
 * every server-rendered part (header variant, guarded pages) follows. No toasts: whatever the
 * answer, the visitor lands on the home page signed out of this tab. The call's code loads on the
 * click, as every public page's first-load JavaScript carries this button (issue 16).
 */
export function LogoutButton({
  label,
  className,
  target,
}: {
  label: string;
  className: string;
  target: LogoutTarget;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void import('./log-out')
          .then(({ logOut }) => logOut(target.logoutUrl))
          .catch(() => undefined)
          .finally(() => window.location.assign(target.homeHref));
      }}
    >
      {label}
    </button>
  );
}
