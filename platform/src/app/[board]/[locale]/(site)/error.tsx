'use client';

import { ErrorView } from '@/modules/errors/error-view';

/** Any other failure while rendering a page: the generic error page with a retry. */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return <ErrorView status={500} onRetry={reset} />;
}
