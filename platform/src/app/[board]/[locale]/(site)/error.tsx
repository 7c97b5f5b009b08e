'use client';

import { useSiteErrorPage } from '@/modules/chrome/layouts/site-error-page';
import { RetryContext } from '@/modules/errors/retry-button';

/**
 * Any other failure while rendering a page: the generic error page with a retry. The page comes
 * rendered from the public layout, wording and home link included (issue 16: no client runtime
 * there for ErrorView's hooks); this boundary gives its retry button the reset.
 */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return <RetryContext.Provider value={reset}>{useSiteErrorPage()}</RetryContext.Provider>;
}
