/**
 * The public surface of the newsletter feature: only what other features use. Import it as
 * `@/modules/newsletter`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { NewsletterForm, type NewsletterTexts } from './newsletter-form';
