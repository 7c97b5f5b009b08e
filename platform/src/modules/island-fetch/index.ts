/**
 * The public surface of the island-fetch feature: the API call and the toasts of the public
 * pages' client islands (issue 16), which load no MUI, notistack, SWR or form library up front.
 * Import it as `@/modules/island-fetch`.
 */
export { islandFetch, type IslandFetchOptions } from './island-fetch';
export { showToast } from './show-toast';
