/**
 * The server-only public surface of the feeds feature: only what other features use. Import it
 * as `@/modules/feeds/server`.
 */
export { withRssFeed } from './rss-alternate';
