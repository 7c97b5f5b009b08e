import type { ReactNode } from 'react';
import { requireBoard } from '@/boards';
import { AppProviders } from '@/modules/chrome/layouts/app-providers';
import { EmployerShell } from '@/modules/chrome/layouts/employer-shell';
import { serverHeaderVariant } from '@/modules/chrome/layouts/server-header-variant';

interface Props {
  children: ReactNode;
  params: Promise<{ board: string }>;
}

/** Access is checked by each page (layouts do not re-render on client navigation). */
export default async function EmployerLayout({ children, params }: Props) {
  const { board } = await params;
  return (
    <AppProviders board={requireBoard(board)}>
      <EmployerShell header={await serverHeaderVariant(board)}>{children}</EmployerShell>
    </AppProviders>
  );
}
