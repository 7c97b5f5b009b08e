'use client';

import { createRoot } from 'react-dom/client';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';

export type ToastVariant = 'error' | 'warning' | 'success';

// Toasts start below the sticky header (whose height it publishes in this variable), as in
// ApiToastProvider; `html` outranks notistack's own single-class rule.
const belowHeader =
  'html .notistack-SnackbarContainer{top:calc(var(--jobboard-header-height, 0px) + 8px)}';

let mounted = false;

/** The same provider settings as ApiToastProvider (modules/http), in a root of its own. */
function mount() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={10_000}
      maxSnack={3}
    >
      <style>{belowHeader}</style>
    </SnackbarProvider>,
  );
}

export function enqueueToast(message: string, variant: ToastVariant) {
  mount();
  // The provider registers itself on its first render: enqueue once it has.
  setTimeout(() => enqueueSnackbar(message, { variant }), 0);
}
