'use client';

import { lazy, Suspense } from 'react';
import type { SignedInPartsProps } from './signed-in-parts';

/**
 * A public page's layout imports this, not SignedInParts: a client component the layout imports
 * statically is in every visitor's first load, rendered or not, and SignedInParts brings MUI,
 * Emotion, SWR, notistack and the message provider (issue 16). Imported lazily, its chunks load
 * only where it renders, i.e. for signed-in visitors; it still renders on the server, and the
 * client keeps that HTML until the chunk has come. React.lazy rather than next/dynamic, whose
 * runtime (loadable, preload and bail-out components) was 2 KiB gzipped of every visitor's load.
 */
const SignedInParts = lazy(() => import('./signed-in-parts'));

export function SignedInIsland(props: SignedInPartsProps) {
  return (
    <Suspense>
      <SignedInParts {...props} />
    </Suspense>
  );
}
