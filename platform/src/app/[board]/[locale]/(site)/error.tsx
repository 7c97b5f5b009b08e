'use client';

import { useSiteErrorTexts } from '@/modules/chrome/layouts/site-error-texts';
import { ErrorPageView } from '@/modules/errors/error-page-view';

/**
 * Any other failure while rendering a page: the generic error page with a retry. Its wording and
 * home link come from the public layout (issue 16: no client runtime there for ErrorView's hooks).
 */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const texts = useSiteErrorTexts();
  if (!texts) return null;
  const { homeHref, ...wording } = texts;
  return <ErrorPageView texts={wording} homeHref={homeHref} onRetry={reset} />;
}
