'use client';

import type { ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider } from 'notistack';
import { toastColourStyles } from './toast-colours';

// Toasts start below the sticky header (whose height the header publishes in this variable,
// chrome/header/use-height-variable.ts) so they never cover its buttons (issue 19 item 15).
// `html` outranks notistack's own single-class rule.
const belowHeader = {
  'html .notistack-SnackbarContainer': { top: 'calc(var(--jobboard-header-height, 0px) + 8px)' },
};

/** Spec section 8: toasts top right, 10 seconds. Mount once around the page (layout). */
export function ApiToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={10_000}
      maxSnack={3}
    >
      <GlobalStyles styles={belowHeader} />
      <GlobalStyles styles={toastColourStyles} />
      {children}
    </SnackbarProvider>
  );
}
