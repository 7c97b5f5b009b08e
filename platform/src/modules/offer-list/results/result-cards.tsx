import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { OfferCardView, type OfferCardViewProps } from '../card/offer-card-view';
import type { OfferCardActions, OfferCardText } from '../text/offer-card-text';

export interface ResultCardsProps {
  offers: readonly OfferDto[];
  locale: Locale;
  text: OfferCardText;
  /** Save and Quick apply (`offerCardActions` on the server). */
  actions: OfferCardActions;
  /** The request's clock (relative dates). */
  now: Date;
  /** Under a section heading (featured and similar offers), the cards' titles are h3. */
  headingLevel?: OfferCardViewProps['headingLevel'];
}

/**
 * One page of search results as cards: rendered on the server for a search page's first paint,
 * by the search island (loaded once the visitor changes the search) for the pages after, and as
 * the featured and similar offers' row (FeaturedOffers).
 */
export function ResultCards({ offers, headingLevel, ...card }: ResultCardsProps) {
  return offers.map((offer) => (
    <OfferCardView
      key={offer.id}
      offer={offer}
      {...card}
      {...(headingLevel ? { headingLevel } : {})}
    />
  ));
}
