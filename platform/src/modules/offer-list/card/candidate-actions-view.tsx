'use client';

import type { Locale } from '@jobboard/tenancy/board-config';
import { applyPath } from '@jobboard/tenancy/paths';
import { QuickApplyIsland, type QuickApplyOffer, type QuickApplyTexts } from '@/modules/apply';
import { SaveOfferIsland, type SaveOfferTexts } from '@/modules/profile';

export interface CandidateActionsProps {
  offer: QuickApplyOffer;
  /** The board's key (the API path's segment). */
  board: string;
  locale: Locale;
  texts: { save: SaveOfferTexts; apply: QuickApplyTexts };
  /** The offer page's spacing above Quick apply (a card lays both out in one row). */
  quickApplyClassName?: string;
}

/** Save and Quick apply for a signed-in candidate (loaded by CandidateActions). */
export function CandidateActionsView({
  offer,
  board,
  locale,
  texts,
  quickApplyClassName,
}: CandidateActionsProps) {
  const quickApply = (
    <QuickApplyIsland
      offer={offer}
      board={board}
      locale={locale}
      texts={texts.apply}
      // This view loads apart, for candidates only: the route table may come with it.
      applyHref={applyPath(locale, offer)}
    />
  );
  return (
    <>
      <SaveOfferIsland
        offerId={offer.id}
        offerTitle={offer.title}
        board={board}
        locale={locale}
        texts={texts.save}
      />
      {quickApplyClassName ? <div className={quickApplyClassName}>{quickApply}</div> : quickApply}
    </>
  );
}
