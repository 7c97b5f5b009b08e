'use client';

import type { ReactNode } from 'react';
import { ApplySuccess } from './apply-success';
import { justApplied } from './just-applied';

/**
 * The server's "you applied on ..." notice, unless this page has just sent that application:
 * then the form's success message stays (see just-applied.ts).
 */
export function AppliedNotice({
  offerId,
  profilePath,
  children,
}: {
  offerId: number;
  profilePath: string;
  children: ReactNode;
}) {
  const just = justApplied(offerId);
  if (just) return <ApplySuccess profilePath={profilePath} registered={just.registered} />;
  return children;
}
