'use client';

import dynamic from 'next/dynamic';
import type { SignedInPartsProps } from './signed-in-parts';

/**
 * A public page's layout imports this, not SignedInParts: a client component the layout imports
 * statically is in every visitor's first load, rendered or not, and SignedInParts brings MUI,
 * Emotion, SWR, notistack and the message provider (issue 16). Imported dynamically, its chunks
 * load only where it renders, i.e. for signed-in visitors; it still renders on the server.
 */
const SignedInParts = dynamic(() => import('./signed-in-parts'));

export function SignedInIsland(props: SignedInPartsProps) {
  return <SignedInParts {...props} />;
}
