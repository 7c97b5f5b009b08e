'use client';

import { useAppRouter } from '@/modules/navigation';
import type { ComponentProps } from 'react';
import { CompanyForm } from './company-form';

/** The company form on its pages: saving moves on with the app router, reloading server data. */
export function CompanyFormRoute(props: Omit<ComponentProps<typeof CompanyForm>, 'onSaved'>) {
  const router = useAppRouter();
  return (
    <CompanyForm
      {...props}
      onSaved={(path) => {
        router.push(path);
        router.refresh();
      }}
    />
  );
}
