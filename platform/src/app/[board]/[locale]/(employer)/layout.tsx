import type { ReactNode } from 'react';
import { requireBoard } from '@/boards';
import { AppProviders } from '@/modules/chrome/layouts/app-providers';
import { EmployerShell } from '@/modules/chrome/layouts/employer-shell';
import { serverHeaderVariant } from '@/modules/chrome/layouts/server-header-variant';
import type { Locale } from '@jobboard/tenancy/board-config';

interface Props {
  children: ReactNode;
  params: Promise<{ board: string; locale: string }>;
}

/** Access is checked by each page (layouts do not re-render on client navigation). */
export default async function EmployerLayout({ children, params }: Props) {
  const { board: key, locale } = await params;
  const board = requireBoard(key);
  return (
    <AppProviders board={board}>
      <EmployerShell
        board={board}
        locale={locale as Locale}
        header={await serverHeaderVariant(key)}
      >
        {children}
      </EmployerShell>
    </AppProviders>
  );
}
