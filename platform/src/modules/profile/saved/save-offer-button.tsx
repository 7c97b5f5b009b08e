'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { isCandidate, useMe } from '@/modules/session';
import { SaveOfferIsland } from './save-offer-island';

/**
 * The save island for pages inside the app providers (board, messages, session through SWR): it
 * reads there what the server passes `SaveOfferIsland` on the public pages.
 */
export function SaveOfferButton({ offerId, offerTitle }: { offerId: number; offerTitle: string }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const board = useBoard();
  const { user } = useMe();
  return (
    <SaveOfferIsland
      offerId={offerId}
      offerTitle={offerTitle}
      board={board.key}
      locale={locale}
      viewer={!user ? 'visitor' : isCandidate(user) ? 'candidate' : 'employer'}
      texts={{
        save: t('profile.saved.save'),
        saved: t('profile.saved.saved'),
        saveLabel: t.raw('profile.saved.saveLabel') as string,
        failed: t('http.generic'),
      }}
    />
  );
}
