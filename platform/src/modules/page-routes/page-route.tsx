import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import type { SessionState } from '@jobboard/api/services/auth/session-user';
import type { Guard } from '@jobboard/db/schema/enums';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import { pathFor } from '@jobboard/tenancy/paths';
import { pageMetadata } from '@/modules/seo/server';
import { leaveGuestPage } from '@/modules/session/server';
import { enforcePageAccess, type PageAccess } from '@/modules/session/server';
import type { PageId } from './page-ids';
import type { RoutePathname } from '@jobboard/tenancy/route-table';

export interface RouteProps {
  params: Promise<{ board: string; locale: string } & Record<string, string | string[]>>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * What a route file exports: its metadata and its page, so each route file stays three lines.
 */
export interface PageRouteOptions {
  /** Runs before rendering; may call notFound() or redirect() (e.g. the job category check). */
  check?: (board: BoardConfig, locale: Locale, params: Record<string, string | string[]>) => void;
  /** The page's guard, checked on the server at every render (redirect or 403). */
  access?: PageAccess;
  /**
   * Login, register and forgot-password of one kind of account: a visitor already signed in as
   * that kind has nothing to do there and goes to their area instead.
   */
  guestOnly?: Guard;
}

export interface PageContext {
  board: BoardConfig;
  locale: Locale;
  params: Record<string, string | string[]>;
  /** The signed-in user when the page has an `access` guard. */
  session: SessionState | null;
  /** The query string's parameters (e.g. the login page's `session=ended`). */
  searchParams: Record<string, string | string[] | undefined>;
}

/** A route whose title and description come from messages `pages.{id}` and body from `render`. */
export function pageRoute(
  id: PageId,
  pathname: RoutePathname,
  render: (context: PageContext) => ReactNode | Promise<ReactNode>,
  options: PageRouteOptions = {},
) {
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const { board: key, locale: rawLocale, ...rest } = await params;
    const locale = rawLocale as Locale;
    const board = requireBoard(key);
    options.check?.(board, locale, rest);
    const t = await getTranslations({ locale, namespace: 'pages' });
    const values = { field: board.categoryWording[locale] };
    return pageMetadata({
      board,
      locale,
      pathname,
      params: rest,
      title: t(`${id}.title`, values),
      description: t(`${id}.description`, values),
    });
  }

  async function Page({ params, searchParams }: RouteProps) {
    const { board: key, locale: rawLocale, ...rest } = await params;
    const locale = rawLocale as Locale;
    setRequestLocale(locale);
    const board = requireBoard(key);
    options.check?.(board, locale, rest);
    if (options.guestOnly) await leaveGuestPage(key, locale, options.guestOnly);
    const returnTo = pathFor(locale, pathname, rest);
    const session = options.access
      ? await enforcePageAccess(key, locale, options.access, returnTo)
      : null;
    return render({
      board,
      locale,
      params: rest,
      session,
      searchParams: (await searchParams) ?? {},
    });
  }

  return { generateMetadata, Page };
}
