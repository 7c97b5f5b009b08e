import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SessionHint } from '@/modules/session/session-hint';
import { CookieBanner } from './cookie-banner';
import { EmailConfirmationAlertSlot } from './email-confirmation-alert-slot';
import { FullFooter } from './full-footer';
import { SessionHeader } from './session-header';
import type { HeaderVariant } from './site-header';
import { SkipLink } from './skip-link';

/**
 * Spec section 2, default layout: header, the unconfirmed e-mail alert's place, the page,
 * footer and cookie banner. The header follows the session.
 */
export function SiteShell({
  children,
  header,
}: {
  children: ReactNode;
  /** The server's first-paint header variant (from the session cookie). */
  header: HeaderVariant;
}) {
  return (
    <SessionHint signedIn={header.kind !== 'visitor'}>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <SkipLink />
        {/* Fixed at the bottom, but early in the HTML: parsed whole before the first paint, so it
            never grows upward on screen while the rest of the page streams in (layout shift). */}
        <CookieBanner />
        <SessionHeader initial={header} />
        <EmailConfirmationAlertSlot />
        <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
          {children}
        </Box>
        <FullFooter />
      </Box>
    </SessionHint>
  );
}
