import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { pathFor } from '@jobboard/tenancy/paths';
import { requireBoard } from '@/boards';
import { PUBLIC_PATH_HEADER } from '@/public-path-header';
import { boardAttributeSlugs } from '@/modules/chrome/language/board-attribute-slugs';
import { serverHeaderVariant } from '@/modules/chrome/layouts/server-header-variant';
import { SiteShell } from '@/modules/chrome/layouts/site-shell';
import type { Locale } from '@jobboard/tenancy/board-config';

interface Props {
  children: ReactNode;
  params: Promise<{ board: string; locale: string }>;
}

/**
 * The public shell, rendered on the server without the client runtime (issue 16). The pages
 * that need it (forms, account pages) sit in `(app)`, whose layout adds AppProviders.
 */
export default async function SiteLayout({ children, params }: Props) {
  const { board: key, locale } = await params;
  const board = requireBoard(key);
  const [header, attributeSlugs, requestHeaders] = await Promise.all([
    serverHeaderVariant(key),
    boardAttributeSlugs(board),
    headers(),
  ]);
  return (
    <SiteShell
      board={board}
      locale={locale as Locale}
      header={header}
      attributeSlugs={attributeSlugs}
      path={requestHeaders.get(PUBLIC_PATH_HEADER) ?? pathFor(locale as Locale, '/')}
    >
      {children}
    </SiteShell>
  );
}
