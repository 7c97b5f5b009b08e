/**
 * The public surface of the offer-list feature: only what other features use. Import it as
 * `@/modules/offer-list`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 *
 * Plain components (no client runtime, no next-intl in the browser): `OfferCard`,
 * `FeaturedOffers`, `OfferFreshness` and `OfferPagination` are server components that read
 * their wording themselves; the `*View` components, `ResultCards` and `OfferResults` take it as props
 * (`offerListText` from `@/modules/offer-list/server`), so a client island can render them.
 */
export { FeaturedOffers } from './results/featured-offers';
export { OfferCard } from './card/offer-card';
export { OfferCardView } from './card/offer-card-view';
export { OfferActions } from './card/offer-actions';
export { OfferFreshness } from './freshness/offer-freshness';
export { OfferPagination } from './pagination/offer-pagination';
export { PaginationView } from './pagination/pagination-view';
export { OfferResults } from './results/offer-results';
export { ResultsAlert } from './results/results-alert';
export { ResultCards } from './results/result-cards';
export { formatMessage } from './text/message-format';
export { salaryText } from './card/salary-text';
export type { OfferCardActions, OfferCardText } from './text/offer-card-text';
export type { OfferListText } from './text/offer-list-text';
