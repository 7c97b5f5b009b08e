import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { BOARD_REQUEST_HEADER } from '@/board-request-header';
import { getSessionUser } from '@/modules/session/server';
import { errorPageTexts, ErrorPageView } from './error-page-view';
import { homeRouteOf } from './home-route';

/**
 * The 404 and 403 pages as server components (issue 16): the wording and the home button's
 * target (an employer's own area, issue 19 item 12) are read here, so the page ships no script.
 */
export async function ErrorPage({ status }: { status: 403 | 404 }) {
  const [t, locale, board] = await Promise.all([
    getTranslations('errors'),
    getLocale(),
    headers().then((h) => h.get(BOARD_REQUEST_HEADER)),
  ]);
  const session = board ? await getSessionUser(board) : null;
  const user = session
    ? { guard: session.user.guard, permissions: session.permissions.map((name) => ({ name })) }
    : null;
  return (
    <ErrorPageView
      texts={errorPageTexts(status, (key, values) => t(key, values))}
      homeHref={pathFor(locale as Locale, homeRouteOf(user))}
    />
  );
}
