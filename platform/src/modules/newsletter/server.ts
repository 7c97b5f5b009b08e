/**
 * The server-only public surface of the newsletter feature. Import it as
 * `@/modules/newsletter/server`.
 */
export { newsletterTexts } from './newsletter-texts';
