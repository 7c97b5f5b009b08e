'use client';

import { SiteErrorView } from '@/modules/chrome/layouts/site-error-view';

/**
 * Any other failure while rendering a page: the generic error page with a retry. Its wording
 * comes from the public layout (issue 16: no client runtime there for ErrorView's hooks).
 */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return <SiteErrorView onRetry={reset} />;
}
