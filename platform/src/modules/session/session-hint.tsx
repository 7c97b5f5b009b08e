'use client';

import { createContext, useContext, type ReactNode } from 'react';

const SessionHintContext = createContext<boolean | undefined>(undefined);

/**
 * What the server found in this request's session cookie while rendering the layout: `false`
 * means no valid session, so useMe need not ask `/me`, whose 401 answer a browser logs as a
 * console error on every visitor's page. Unknown (no provider) keeps asking.
 */
export function SessionHint({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return <SessionHintContext.Provider value={signedIn}>{children}</SessionHintContext.Provider>;
}

export function useSessionHint(): boolean | undefined {
  return useContext(SessionHintContext);
}
