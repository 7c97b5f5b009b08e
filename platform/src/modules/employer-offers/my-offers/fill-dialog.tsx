'use client';

import { useTranslations } from 'next-intl';
import { FILLED_GRACE_DAYS } from '@jobboard/api/contracts/employer-offers/offer-filled-rules';
import { ConfirmDialog } from '@/modules/forms';

/**
 * Marking an offer filled takes it out of search at once: it asks first, saying what candidates
 * will see and that it can be undone for a week.
 */
export function FillDialog({
  title,
  ...state
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('employer-offers.myOffers.fill');
  return (
    <ConfirmDialog
      {...state}
      heading={t('confirmTitle')}
      body={t('confirmBody', { title, days: FILLED_GRACE_DAYS })}
      cancelLabel={t('cancel')}
      confirmLabel={t('confirm')}
    />
  );
}
