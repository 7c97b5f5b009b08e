import { getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import type { SaveOfferTexts } from './save-offer-island';

/**
 * The save island's wording and the login page it sends visitors to, read on the server: the
 * island gets no message catalogue, nor the route table.
 */
export async function saveOfferTexts(locale: Locale): Promise<SaveOfferTexts> {
  const t = await getTranslations({ locale });
  return {
    save: t('profile.saved.save'),
    saved: t('profile.saved.saved'),
    saveLabel: t.raw('profile.saved.saveLabel') as string,
    failed: t('http.generic'),
    loginHref: pathFor(locale, '/login'),
  };
}
