'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/modules/forms';

/**
 * Taking an offer off every board is one click away in My offers, beside Edit: it asks first,
 * naming the offer and the boards it leaves (issue 46, item 13).
 */
export function UnpublishDialog({
  title,
  boards,
  ...state
}: {
  open: boolean;
  title: string;
  boards: string[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('publishing.unpublish');
  return (
    <ConfirmDialog
      {...state}
      destructive
      heading={t('confirmTitle')}
      body={t('confirmBody', { title, boards: boards.join(', ') })}
      cancelLabel={t('cancel')}
      confirmLabel={t('confirm')}
    />
  );
}
