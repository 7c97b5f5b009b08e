'use client';

import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { AttributeSlugs } from '@jobboard/tenancy/paths';
import { SessionHeader } from '../header/session-header';
import type { HeaderVariant } from '../header/site-header';
import { ClientRuntime, type ClientRuntimeProps } from './client-runtime';
import { EmailConfirmationAlertSlot } from './email-confirmation-alert-slot';

export interface SignedInPartsProps extends ClientRuntimeProps {
  /** The whole board: the employer's header reads more than its key (useBoard). */
  board: BoardConfig;
  part: 'employer-header' | 'notices';
  initial?: HeaderVariant;
  attributeSlugs?: readonly AttributeSlugs[];
}

/**
 * What only signed-in visitors see on public pages (the employer's header with its menus, the
 * unconfirmed e-mail alert), in the client runtime they need. Loaded through SignedInIsland only.
 */
export default function SignedInParts({
  part,
  initial,
  attributeSlugs,
  ...runtime
}: SignedInPartsProps) {
  return (
    <ClientRuntime {...runtime}>
      {part === 'employer-header' && initial ? (
        <SessionHeader initial={initial} attributeSlugs={attributeSlugs} />
      ) : (
        <EmailConfirmationAlertSlot />
      )}
    </ClientRuntime>
  );
}
