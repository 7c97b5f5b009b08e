/**
 * The server-only surface of the offer-list feature: the lists' wording, read once per request,
 * for a server page to hand to a client island. Import it as `@/modules/offer-list/server`.
 */
export { offerCardText, offerListText, paginationText } from './text/card-text';
export { offerCardActions } from './text/card-actions';
