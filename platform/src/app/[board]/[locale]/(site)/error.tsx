'use client';

import { PublicErrorView } from '@/modules/errors/public-error-view';
import en from '../../../../../messages/en/errors.json';
import fr from '../../../../../messages/fr/errors.json';

/**
 * Any other failure while rendering a page: the generic error page with a retry. The boundary
 * renders without the message provider (issue 16), so the `errors` wording of both languages (a
 * few sentences) comes with it.
 */
export default function ErrorBoundary({ reset }: { error: Error; reset: () => void }) {
  return <PublicErrorView messages={{ fr, en }} onRetry={reset} />;
}
