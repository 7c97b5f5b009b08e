import 'server-only';
import { cache } from 'react';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { quickApplyTexts } from '@/modules/apply/server';
import { saveOfferTexts } from '@/modules/profile/server';
import { getSessionUser } from '@/modules/session/server';
import type { OfferCardActions } from './offer-card-text';

/**
 * What a card's Save and Quick apply islands need, read once per request: the board's API
 * segment, who is looking (from the session, as the offer page does: anonymous pages come from the
 * page cache, a session always renders) and their wording.
 */
export const offerCardActions = cache(
  async (board: BoardConfig, locale: Locale): Promise<OfferCardActions> => {
    const [session, apply, save] = await Promise.all([
      getSessionUser(board.key),
      quickApplyTexts(locale),
      saveOfferTexts(locale),
    ]);
    if (!session) {
      const { save: text, saveLabel, loginHref } = save;
      return { board: board.key, viewer: 'visitor', save: { save: text, saveLabel, loginHref } };
    }
    if (session.user.guard === 'ats') return { board: board.key, viewer: 'employer' };
    return { board: board.key, viewer: 'candidate', apply, save };
  },
);
