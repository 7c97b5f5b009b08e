import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { requireBoard } from '@/boards';
import { PUBLIC_PATH_HEADER } from '@/public-path-header';
import { GuestShell } from '@/modules/chrome/layouts/guest-shell';

interface Props {
  children: ReactNode;
  params: Promise<{ board: string; locale: string }>;
}

/**
 * The guest card, rendered on the server without the client runtime (issue 16). The pages whose
 * forms still need it (reset password) sit in `(app)`, whose layout adds AppProviders.
 */
export default async function GuestLayout({ children, params }: Props) {
  const { board, locale } = await params;
  const path = (await headers()).get(PUBLIC_PATH_HEADER) ?? pathFor(locale as Locale, '/');
  return (
    <GuestShell board={requireBoard(board)} locale={locale as Locale} path={path}>
      {children}
    </GuestShell>
  );
}
