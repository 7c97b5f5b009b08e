/**
 * The public surface of the search feature: only what other features use. Import it as
 * `@/modules/search`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { type OffersQuery, emptyQuery } from './offer-filters';
export { OfferSearch } from './results/offer-search';
