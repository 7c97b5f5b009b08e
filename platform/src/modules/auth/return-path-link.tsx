'use client';

import type { ReactNode } from 'react';
import { useReturnPath, withReturnPath } from '@/modules/session';

/** A link to another account page that keeps where a guard was sending the visitor. */
export function ReturnPathLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={withReturnPath(href, useReturnPath())} className={className}>
      {children}
    </a>
  );
}
