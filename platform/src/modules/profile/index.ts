/**
 * The public surface of the profile feature: only what other features use. Import it as
 * `@/modules/profile`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 * `SaveOfferIsland` takes its wording and the viewer from the server (`saveOfferTexts` in
 * `@/modules/profile/server`); `SaveOfferButton` reads them from the app providers.
 */
// Transitional, for the offer cards until they pass the island its wording and viewer: the
// barrel is not tree-shaken, so while this line is here every page importing this entry loads
// next-intl's client, SWR and the toasts with it. Delete it (and the file) then (issue 16).
export { SaveOfferButton } from './saved/save-offer-button';
export { SaveOfferIsland, type SaveOfferTexts } from './saved/save-offer-island';
