import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AtsAlert } from './ats-alert';
import { AtsBanner } from './ats-banner';
import { CookieBanner } from './cookie-banner';
import { SimpleFooter } from './simple-footer';
import { SessionHeader } from './session-header';
import type { HeaderVariant } from './site-header';
import { SkipLink } from './skip-link';

/**
 * Spec section 2, employer layout: header, the applicant-tracking alert (unless the board turns
 * it off), the dashboard banner, the page and the simple footer.
 */
export function EmployerShell({
  children,
  header,
}: {
  children: ReactNode;
  /** The server's first-paint header variant (from the session cookie). */
  header: HeaderVariant;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {/* Fixed at the bottom, but early in the HTML: parsed whole before the first paint, so it
          never grows upward on screen while the rest of the page streams in (layout shift). */}
      <CookieBanner />
      <SessionHeader initial={header} />
      <AtsAlert />
      <AtsBanner />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <SimpleFooter />
    </Box>
  );
}
