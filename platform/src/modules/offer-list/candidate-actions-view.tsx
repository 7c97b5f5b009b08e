'use client';

import type { Locale } from '@jobboard/tenancy/board-config';
import { QuickApplyIsland, type QuickApplyOffer, type QuickApplyTexts } from '@/modules/apply';
import { SaveOfferIsland, type SaveOfferTexts } from '@/modules/profile';

export interface CandidateActionsProps {
  offer: QuickApplyOffer;
  /** The board's key (the API path's segment). */
  board: string;
  locale: Locale;
  texts: { save: SaveOfferTexts; apply: QuickApplyTexts };
}

/** Save and Quick apply for a signed-in candidate (loaded by CandidateActions). */
export function CandidateActionsView({ offer, board, locale, texts }: CandidateActionsProps) {
  return (
    <>
      <SaveOfferIsland
        offerId={offer.id}
        offerTitle={offer.title}
        board={board}
        locale={locale}
        viewer="candidate"
        texts={texts.save}
      />
      <QuickApplyIsland
        offer={offer}
        board={board}
        locale={locale}
        viewer="candidate"
        texts={texts.apply}
      />
    </>
  );
}
