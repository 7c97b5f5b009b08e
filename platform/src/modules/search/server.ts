/**
 * The server-only public surface of the search feature (server components, route helpers):
 * only what other features use. Import it as `@/modules/search/server`.
 */
export { type PageSearchParams } from './page/search-page-data';
export { searchIslandProps } from './page/search-island';
