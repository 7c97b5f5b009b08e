/**
 * The server-only public surface of the profile feature: only what other features use. Import
 * it as `@/modules/profile/server`.
 */
export { saveOfferTexts } from './saved/save-offer-texts';
