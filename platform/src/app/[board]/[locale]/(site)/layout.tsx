import type { ReactNode } from 'react';
import { serverHeaderVariant } from '@/modules/chrome/layouts/server-header-variant';
import { SiteShell } from '@/modules/chrome/layouts/site-shell';

interface Props {
  children: ReactNode;
  params: Promise<{ board: string }>;
}

export default async function SiteLayout({ children, params }: Props) {
  const { board } = await params;
  return <SiteShell header={await serverHeaderVariant(board)}>{children}</SiteShell>;
}
