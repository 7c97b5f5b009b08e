/**
 * The server-only public surface of the seo feature (server components, route helpers):
 * only what other features use. Import it as `@/modules/seo/server`.
 */
export { absoluteUrl } from './canonical-url';
export { jobPostingJsonLd, offerPostalCode } from './job-posting-json-ld';
export { JsonLdScript } from './json-ld-script';
export { pageMetadata } from './page-metadata';
export { browsingMetadata, summary } from './page-seo';
export { publicOrigin } from './public-origin';
