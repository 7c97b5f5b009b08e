'use client';

import { lazy, Suspense } from 'react';
import type { CandidateActionsProps } from './candidate-actions-view';

const View = lazy(() =>
  import('./candidate-actions-view').then((m) => ({ default: m.CandidateActionsView })),
);

/**
 * A signed-in candidate's Save and Quick apply on a card. Their code (the saved offers, the
 * applications and the resume they read) loads apart: a visitor's page does not carry it, and
 * a candidate's keeps the server's buttons on screen until it arrives, then takes them over.
 */
export function CandidateActions(props: CandidateActionsProps) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
