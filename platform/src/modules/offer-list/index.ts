/**
 * The public surface of the offer-list feature: only what other features use. Import it as
 * `@/modules/offer-list`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { FeaturedOffers } from './featured-offers';
export { OfferCard } from './offer-card';
export { OfferFreshness } from './offer-freshness';
export { OfferPagination } from './offer-pagination';
export { OfferResults } from './offer-results';
export { salaryText } from './salary-text';
