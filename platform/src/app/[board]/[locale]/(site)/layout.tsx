import type { ReactNode } from 'react';
import { requireBoard } from '@/boards';
import { AppProviders } from '@/modules/chrome/layouts/app-providers';
import { boardAttributeSlugs } from '@/modules/chrome/language/board-attribute-slugs';
import { serverHeaderVariant } from '@/modules/chrome/layouts/server-header-variant';
import { SiteShell } from '@/modules/chrome/layouts/site-shell';

interface Props {
  children: ReactNode;
  params: Promise<{ board: string }>;
}

export default async function SiteLayout({ children, params }: Props) {
  const { board } = await params;
  const [header, attributeSlugs] = await Promise.all([
    serverHeaderVariant(board),
    boardAttributeSlugs(requireBoard(board)),
  ]);
  return (
    <AppProviders board={requireBoard(board)}>
      <SiteShell header={header} attributeSlugs={attributeSlugs}>
        {children}
      </SiteShell>
    </AppProviders>
  );
}
