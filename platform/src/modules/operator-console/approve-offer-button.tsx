'use client';

import { useLocale, useTranslations } from 'next-intl';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { ConsoleActionButton } from './console-action-button';

/**
 * Approves a held offer on one board (`POST /api/operator/offers/{id}/approve`): public at once;
 * the page then reloads the queue and says so (`?done=approved`).
 */
export function ApproveOfferButton({
  offerId,
  board,
  title,
  boardName,
}: {
  offerId: number;
  board: string;
  title: string;
  boardName: string;
}) {
  const t = useTranslations('console.moderation');
  const locale = useLocale() as Locale;
  return (
    <ConsoleActionButton
      url={apiPath('/operator/offers/{id}/approve', { id: offerId }, { lg: locale })}
      body={{ board }}
      next={`${consolePath(locale, '/moderation')}?done=approved`}
      label={t('approve')}
      ariaLabel={t('approveLabel', { title, board: boardName })}
      failedText={t('approveFailed')}
    />
  );
}
