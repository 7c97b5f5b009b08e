/**
 * The public surface of the profile feature: only what other features use. Import it as
 * `@/modules/profile`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 * `SaveOfferIsland` (a candidate's only) takes its wording from the server (`saveOfferTexts` in
 * `@/modules/profile/server`).
 */
export { SaveOfferIsland, type SaveOfferTexts } from './saved/save-offer-island';
export { LoginToSave } from './saved/login-to-save';
