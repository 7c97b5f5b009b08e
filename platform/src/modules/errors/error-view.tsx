'use client';

import { useLocale, useTranslations } from 'next-intl';
import { pathFor } from '@jobboard/tenancy/paths';
import { useMe } from '@/modules/session';
import { errorPageTexts, ErrorPageView, retryButtonClass } from './error-page-view';
import { homeRouteOf } from './home-route';
import type { Locale } from '@jobboard/tenancy/board-config';

export interface ErrorViewProps {
  /** HTTP status the page stands for: 403 and 404 have their own wording, others are generic. */
  status: number;
  /** For the generic error boundary: retry rendering without a full reload. */
  onRetry?: () => void;
}

/**
 * Spec section 2's error page inside the app providers (the employer area's boundaries): the
 * wording and the signed-in user from there. The public pages use `ErrorPage` (server) and
 * the (site) error boundary (the layout's ErrorPageView with a RetryButton), which need no
 * provider.
 */
export function ErrorView({ status, onRetry }: ErrorViewProps) {
  const t = useTranslations('errors');
  const locale = useLocale() as Locale;
  const { user } = useMe();
  const texts = errorPageTexts(status, (key, values) => t(key, values));
  return (
    <ErrorPageView
      texts={texts}
      homeHref={pathFor(locale, homeRouteOf(user))}
      retry={
        onRetry ? (
          <button type="button" onClick={onRetry} className={retryButtonClass}>
            {texts.retry}
          </button>
        ) : undefined
      }
    />
  );
}
