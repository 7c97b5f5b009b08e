'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { isCandidate, useMe } from '@/modules/session';
import { QuickApplyIsland, type QuickApplyOffer } from './quick-apply-island';

/**
 * The quick-apply island for pages inside the app providers (board, messages, session through
 * SWR): it reads there what the server passes `QuickApplyIsland` on the public pages.
 */
export function QuickApplyButton({ offer }: { offer: QuickApplyOffer }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const board = useBoard();
  const { user } = useMe();
  const viewer = !user ? 'visitor' : isCandidate(user) ? 'candidate' : 'employer';
  return (
    <QuickApplyIsland
      offer={offer}
      board={board.key}
      locale={locale}
      viewer={viewer}
      texts={{
        apply: t('apply.quick.apply'),
        label: t.raw('apply.quick.label') as string,
        pending: t.raw('apply.quick.pending') as string,
        undo: t('apply.quick.undo'),
        applied: t('apply.quick.applied'),
        cancelled: t('apply.quick.cancelled'),
        failed: t('http.generic'),
      }}
    />
  );
}
