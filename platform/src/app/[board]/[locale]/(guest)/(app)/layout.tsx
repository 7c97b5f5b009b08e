import type { ReactNode } from 'react';
import { requireBoard } from '@/boards';
import { AppProviders } from '@/modules/chrome/layouts/app-providers';

interface Props {
  children: ReactNode;
  params: Promise<{ board: string }>;
}

/**
 * The guest pages whose forms keep MUI (reset password): MUI, every message, the board and the
 * API toasts, inside the guest card.
 */
export default async function GuestAppLayout({ children, params }: Props) {
  const { board } = await params;
  return <AppProviders board={requireBoard(board)}>{children}</AppProviders>;
}
