/**
 * The public surface of the ads feature: only what other features use. Import it as
 * `@/modules/ads`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { AdSlot } from './ad-slot';
export type { AdSetup, AdText } from './ad-text';
