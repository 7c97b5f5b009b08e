'use client';

import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';

/** Spec section 8: toasts top right, 10 seconds. Mount once around the page (layout). */
export function ApiToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={10_000}
      maxSnack={3}
    >
      {children}
    </SnackbarProvider>
  );
}
