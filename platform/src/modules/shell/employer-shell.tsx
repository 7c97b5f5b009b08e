import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AtsAlert } from './ats-alert';
import { AtsBanner } from './ats-banner';
import { CookieBanner } from './cookie-banner';
import { SimpleFooter } from './simple-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * Spec section 2, employer layout: header, the applicant-tracking alert (unless the board turns
 * it off), the dashboard banner, the page and the simple footer. The employer header variant
 * needs a signed-in employer, so the visitor header stands in until authentication exists.
 */
export function EmployerShell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader variant={{ kind: 'visitor' }} />
      <AtsAlert />
      <AtsBanner />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <SimpleFooter />
      <CookieBanner />
    </Box>
  );
}
