/**
 * The public surface of the story-support feature: only what other features use. Import it as
 * `@/modules/story-support`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { boardLocales } from './board-locales';
export { storyCities, storyOffer, storySchedules, storySpecializations } from './story-fixtures';
