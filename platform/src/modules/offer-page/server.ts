/**
 * The server-only public surface of the offer-page feature (server components, route helpers):
 * only what other features use. Import it as `@/modules/offer-page/server`.
 */
export { loadOffer, loadOfferPage } from './load-offer';
