import { getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { SaveOfferTexts } from './save-offer-island';

/** The save island's wording, read on the server: the island gets no message catalogue. */
export async function saveOfferTexts(locale: Locale): Promise<SaveOfferTexts> {
  const t = await getTranslations({ locale });
  return {
    save: t('profile.saved.save'),
    saved: t('profile.saved.saved'),
    saveLabel: t.raw('profile.saved.saveLabel') as string,
    failed: t('http.generic'),
  };
}
