'use client';

import type { ReactNode } from 'react';
import { useJustApplied } from './just-applied';

/**
 * Similar offers under the apply form, once there is an application: the moment a candidate is
 * most willing to send another (the server renders them; this only decides when they show).
 */
export function ApplyAlso({
  offerId,
  applied,
  children,
}: {
  offerId: number;
  applied: boolean;
  children: ReactNode;
}) {
  const just = useJustApplied(offerId);
  return applied || just ? <div data-testid="apply-also">{children}</div> : null;
}
