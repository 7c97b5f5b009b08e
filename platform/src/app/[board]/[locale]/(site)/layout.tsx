import type { ReactNode } from 'react';
import { serverHeaderVariant } from '@/modules/shell/server-header-variant';
import { SiteShell } from '@/modules/shell/site-shell';

interface Props {
  children: ReactNode;
  params: Promise<{ board: string }>;
}

export default async function SiteLayout({ children, params }: Props) {
  const { board } = await params;
  return <SiteShell header={await serverHeaderVariant(board)}>{children}</SiteShell>;
}
