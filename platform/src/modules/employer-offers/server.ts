/**
 * The server-only surface of the employer offers feature: its pages. Import it as
 * `@/modules/employer-offers/server`.
 */
export { createOfferRoute, editOfferRoute, myOffersRoute } from './offer-routes';
