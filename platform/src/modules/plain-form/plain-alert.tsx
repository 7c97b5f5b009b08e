import type { ReactNode, Ref } from 'react';
import { alertIconPaths, alertUi, cx } from '@/modules/plain-ui';

/**
 * MUI's standard Alert (success or error) in plain markup, for a plain form's outcome. `focusRef`:
 * focus moves to it (tabIndex -1) so keyboard and screen-reader users hear the outcome.
 */
export function PlainAlert({
  severity,
  role,
  focusRef,
  className,
  children,
}: {
  severity: 'success' | 'error';
  role?: 'status' | 'alert';
  focusRef?: Ref<HTMLDivElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cx(alertUi.alert, alertUi[severity], className)}
      role={role}
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
    >
      <div className={alertUi.icon}>
        <svg aria-hidden focusable="false" viewBox="0 0 24 24">
          <path d={alertIconPaths[severity]} />
        </svg>
      </div>
      <div className={alertUi.message}>{children}</div>
    </div>
  );
}
