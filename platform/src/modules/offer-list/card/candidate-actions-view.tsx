'use client';

import type { Locale } from '@jobboard/tenancy/board-config';
import { applyPath } from '@jobboard/tenancy/paths';
import {
  OfferPageApplyArea,
  QuickApplyIsland,
  type OfferPageApply,
  type QuickApplyOffer,
  type QuickApplyTexts,
} from '@/modules/apply';
import { SaveOfferIsland, type SaveOfferTexts } from '@/modules/profile';

export interface CandidateActionsProps {
  offer: QuickApplyOffer;
  /** The board's key (the API path's segment). */
  board: string;
  locale: Locale;
  texts: { save: SaveOfferTexts; apply: QuickApplyTexts };
  /** On the offer page: its Apply link, or when the candidate applied, in place of Quick apply. */
  offerPage?: OfferPageApply;
}

/** Save and Quick apply for a signed-in candidate (loaded by CandidateActions). */
export function CandidateActionsView({
  offer,
  board,
  locale,
  texts,
  offerPage,
}: CandidateActionsProps) {
  const save = (
    <SaveOfferIsland
      offerId={offer.id}
      offerTitle={offer.title}
      board={board}
      locale={locale}
      texts={texts.save}
    />
  );
  if (offerPage) {
    return (
      <OfferPageApplyArea
        offer={offer}
        board={board}
        locale={locale}
        quickTexts={texts.apply}
        apply={offerPage}
      >
        {save}
      </OfferPageApplyArea>
    );
  }
  return (
    <>
      {save}
      <QuickApplyIsland
        offer={offer}
        board={board}
        locale={locale}
        texts={texts.apply}
        // This view loads apart, for candidates only: the route table may come with it.
        applyHref={applyPath(locale, offer)}
      />
    </>
  );
}
