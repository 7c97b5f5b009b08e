'use client';

import { useLocale, useTranslations } from 'next-intl';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { ConsoleActionButton } from './console-action-button';

/** Ends the console session (`POST /api/operator/auth/logout`), then the sign-in page. */
export function SignOutButton() {
  const t = useTranslations('console.home');
  const locale = useLocale() as Locale;
  return (
    <ConsoleActionButton
      url={apiPath('/operator/auth/logout', {}, { lg: locale })}
      next={consolePath(locale, '/sign-in')}
      label={t('signOut')}
      failedText={t('signOutFailed')}
    />
  );
}
