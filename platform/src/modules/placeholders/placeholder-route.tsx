import type { Metadata } from 'next';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import type { AppLocale, AppPathname } from '@/i18n/routing';
import { pageMetadata } from '@/modules/seo/page-metadata';
import type { PageId } from './page-ids';
import { PlaceholderPage } from './placeholder-page';

export interface RouteProps {
  params: Promise<{ board: string; locale: string } & Record<string, string | string[]>>;
}

/**
 * What a placeholder route file exports: its metadata and its page, so each route file stays
 * three lines. `inCard` for pages of the guest layout.
 */
export interface PlaceholderRouteOptions {
  inCard?: boolean;
  /** Runs before rendering; may call notFound() or redirect() (e.g. the job category check). */
  check?: (
    board: BoardConfig,
    locale: AppLocale,
    params: Record<string, string | string[]>,
  ) => void;
}

export function placeholderRoute(
  id: PageId,
  pathname: AppPathname,
  options: PlaceholderRouteOptions = {},
) {
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const { board: key, locale: rawLocale, ...rest } = await params;
    const locale = rawLocale as AppLocale;
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

  async function Page({ params }: RouteProps) {
    const { board: key, locale, ...rest } = await params;
    setRequestLocale(locale as AppLocale);
    const board = requireBoard(key);
    options.check?.(board, locale as AppLocale, rest);
    return (
      <PlaceholderPage
        id={id}
        inCard={options.inCard}
        values={{ field: board.categoryWording[locale as AppLocale] }}
      />
    );
  }

  return { generateMetadata, Page };
}
