import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { OfferCardView } from './offer-card-view';
import type { OfferCardActions, OfferCardText } from './offer-card-text';

export interface ResultCardsProps {
  offers: readonly OfferDto[];
  locale: Locale;
  text: OfferCardText;
  /** Save and Quick apply (`offerCardActions` on the server). */
  actions: OfferCardActions;
  /** The request's clock (relative dates). */
  now: Date;
}

/**
 * One page of search results as cards: rendered on the server for a search page's first paint,
 * and by the search island (loaded once the visitor changes the search) for the pages after.
 */
export function ResultCards({ offers, locale, text, actions, now }: ResultCardsProps) {
  return offers.map((offer) => (
    <OfferCardView
      key={offer.id}
      offer={offer}
      locale={locale}
      text={text}
      actions={actions}
      now={now}
    />
  ));
}
