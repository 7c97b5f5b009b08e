/**
 * The public surface of the rich-text feature: only what other features use. Import it as
 * `@/modules/rich-text`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { type RichNode, parseRichText } from './rich-text';
export { RichText } from './rich-text-view';
