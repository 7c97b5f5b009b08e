import type { ReactNode } from 'react';
import { requireBoard } from '@/boards';
import { AppProviders } from '@/modules/chrome/layouts/app-providers';
import { GuestShell } from '@/modules/chrome/layouts/guest-shell';

interface Props {
  children: ReactNode;
  params: Promise<{ board: string }>;
}

export default async function GuestLayout({ children, params }: Props) {
  const { board } = await params;
  return (
    <AppProviders board={requireBoard(board)}>
      <GuestShell>{children}</GuestShell>
    </AppProviders>
  );
}
