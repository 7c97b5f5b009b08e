import type { ReactNode } from 'react';
import { EmployerShell } from '@/modules/chrome/layouts/employer-shell';
import { serverHeaderVariant } from '@/modules/chrome/layouts/server-header-variant';

interface Props {
  children: ReactNode;
  params: Promise<{ board: string }>;
}

/** Access is checked by each page (layouts do not re-render on client navigation). */
export default async function EmployerLayout({ children, params }: Props) {
  const { board } = await params;
  return <EmployerShell header={await serverHeaderVariant(board)}>{children}</EmployerShell>;
}
