'use client';

import { createRoot } from 'react-dom/client';
import { SnackbarProvider } from 'notistack';

export type ToastVariant = 'error' | 'warning' | 'success';

// Toasts start below the sticky header (whose height it publishes in this variable), as in
// ApiToastProvider; `html` outranks notistack's own single-class rule.
const belowHeader =
  'html .notistack-SnackbarContainer{top:calc(var(--jobboard-header-height, 0px) + 8px)}';

let mounted = false;
let provider: SnackbarProvider | null = null;
/** Toasts asked for before the provider's first commit, which a loaded machine delays. */
const waiting: [string, ToastVariant][] = [];

/** This root's own provider, not notistack's global enqueue (another provider may be newer). */
function attach(instance: SnackbarProvider | null) {
  provider = instance;
  if (instance)
    for (const [message, variant] of waiting.splice(0))
      instance.enqueueSnackbar(message, { variant });
}

/** The same provider settings as ApiToastProvider (modules/http), in a root of its own. */
function mount() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <SnackbarProvider
      ref={attach}
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
  if (provider) provider.enqueueSnackbar(message, { variant });
  else waiting.push([message, variant]);
}
