/**
 * The public surface of the offer-list feature: only what other features use. Import it as
 * `@/modules/offer-list`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 *
 * Plain components (no client runtime, no next-intl in the browser): `OfferCard`,
 * `FeaturedOffers`, `OfferFreshness` and `OfferPagination` are server components that read
 * their wording themselves; the `*View` components, `ResultCards` and `OfferResults` take it as props
 * (`offerListText` from `@/modules/offer-list/server`), so a client island can render them.
 */
export { FeaturedOffers } from './featured-offers';
export { OfferCard } from './offer-card';
export { OfferCardView } from './offer-card-view';
export { OfferActions } from './offer-actions';
export { OfferFreshness } from './offer-freshness';
export { OfferPagination } from './offer-pagination';
export { PaginationView } from './pagination-view';
export { OfferResults } from './offer-results';
export { ResultsAlert } from './results-alert';
export { ResultCards } from './result-cards';
export { formatMessage } from './message-format';
export { salaryText } from './salary-text';
export type { OfferCardActions, OfferCardText } from './offer-card-text';
export type { OfferListText } from './offer-list-text';
