import { getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { QuickApplyTexts } from './quick-apply-island';

/** The quick-apply island's wording, read on the server: the island gets no message catalogue. */
export async function quickApplyTexts(locale: Locale): Promise<QuickApplyTexts> {
  const t = await getTranslations({ locale });
  return {
    apply: t('apply.quick.apply'),
    label: t.raw('apply.quick.label') as string,
    pending: t.raw('apply.quick.pending') as string,
    undo: t('apply.quick.undo'),
    applied: t('apply.quick.applied'),
    cancelled: t('apply.quick.cancelled'),
    failed: t('http.generic'),
  };
}
