import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CookieBanner } from './cookie-banner';
import { EmailConfirmationAlertSlot } from './email-confirmation-alert-slot';
import { FullFooter } from './full-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * Spec section 2, default layout: header, the unconfirmed e-mail alert's place, the page,
 * footer and cookie banner. Visitor header until authentication exists.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader variant={{ kind: 'visitor' }} />
      <EmailConfirmationAlertSlot />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <FullFooter />
      <CookieBanner />
    </Box>
  );
}
