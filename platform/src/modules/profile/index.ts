/**
 * The public surface of the profile feature: only what other features use. Import it as
 * `@/modules/profile`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { SaveOfferButton } from './saved/save-offer-button';
