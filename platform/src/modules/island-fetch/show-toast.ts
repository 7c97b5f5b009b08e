import type { ToastVariant } from './toast-root';

/**
 * Spec section 8's toast (top right, 10 s, below the header) from an island: notistack and its
 * provider load on the first toast only, so a page that never fails never downloads them.
 */
export function showToast(message: string, variant: ToastVariant): void {
  void import('./toast-root').then(({ enqueueToast }) => enqueueToast(message, variant));
}
