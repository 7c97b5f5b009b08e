import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { NavigationProgress } from '@/modules/navigation';
import { CookieBanner } from '../cookie-consent/cookie-banner';
import { SessionHeader } from '../header/session-header';
import type { HeaderVariant } from '../header/site-header';
import { SkipLink } from './skip-link';

/**
 * What every page layout shares: skip link, cookie banner, the session-aware header, then the
 * layout's own notices, the page in `main`, and the layout's footer.
 */
export function ShellFrame({
  header,
  notices,
  footer,
  children,
}: {
  /** The server's first-paint header variant (from the session cookie). */
  header: HeaderVariant;
  notices: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <NavigationProgress />
      {/* Fixed at the bottom, but early in the HTML: parsed whole before the first paint, so it
          never grows upward on screen while the rest of the page streams in (layout shift). */}
      <CookieBanner />
      <SessionHeader initial={header} />
      {notices}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      {footer}
    </Box>
  );
}
