'use client';

import { useState } from 'react';
import type { LogoutTarget } from './plain-header-button';

/**
 * Log out from the public header: the guard's logout call, then the home page loaded afresh, so
 * every server-rendered part (header variant, guarded pages) follows. No fetch wrapper, no
 * toasts: whatever the answer, the visitor lands on the home page signed out of this tab.
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
        void fetch(`/api/${target.guard}/auth/logout`, {
          method: 'POST',
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        })
          .catch(() => undefined)
          .finally(() => window.location.assign(target.homeHref));
      }}
    >
      {label}
    </button>
  );
}
