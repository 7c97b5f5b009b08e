'use client';

import { useLocale, useTranslations } from 'next-intl';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { ConsoleActionButton } from './console-action-button';

/**
 * Dismisses one report (`POST /api/operator/reports/{id}/dismiss`); the page then reloads the
 * queue and says so (`?done=dismissed`), since this button leaves with its report.
 */
export function DismissReportButton({ reportId }: { reportId: number }) {
  const t = useTranslations('console.reports');
  const locale = useLocale() as Locale;
  return (
    <ConsoleActionButton
      url={apiPath('/operator/reports/{id}/dismiss', { id: reportId }, { lg: locale })}
      body={{}}
      next={`${consolePath(locale, '/reports')}?done=dismissed`}
      label={t('dismiss')}
      ariaLabel={t('dismissLabel', { id: reportId })}
      failedText={t('dismissFailed')}
      size="small"
    />
  );
}
