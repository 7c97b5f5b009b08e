'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import type * as Views from './candidate-actions-view';
import type { CandidateActionsProps } from './candidate-actions-view';

type Loaded = { default: ComponentType<CandidateActionsProps> };

// On the server the view is required at once (Next drops that branch from the browser's bundle)
// and handed over through a thenable that answers synchronously: with a promise there, React
// would stream the buttons after the page, hidden until a script moved them into place.
const View = lazy(() =>
  typeof window === 'undefined'
    ? ({
        then: (resolve: (m: Loaded) => void) =>
          resolve({
            // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
            default: (require('./candidate-actions-view') as typeof Views).CandidateActionsView,
          }),
      } as unknown as Promise<Loaded>)
    : import('./candidate-actions-view').then((m) => ({ default: m.CandidateActionsView })),
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
