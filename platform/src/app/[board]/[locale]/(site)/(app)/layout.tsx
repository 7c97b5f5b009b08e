import type { ReactNode } from 'react';
import { requireBoard } from '@/boards';
import { AppProviders } from '@/modules/chrome/layouts/app-providers';

interface Props {
  children: ReactNode;
  params: Promise<{ board: string }>;
}

/**
 * The forms and account pages of the public shell (contact, profile, apply, link pages, dev
 * mailbox): MUI, every message, the board and the API toasts, around the page only.
 */
export default async function SiteAppLayout({ children, params }: Props) {
  const { board } = await params;
  return <AppProviders board={requireBoard(board)}>{children}</AppProviders>;
}
