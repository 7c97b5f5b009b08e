/**
 * The server-only surface of the errors feature: the server-rendered 404 page's handshake
 * between the custom server and its route. Import it as `@/modules/errors/server`.
 */
export { NOT_FOUND_RENDER_HEADER, NOT_FOUND_VIEW_SEGMENT } from './not-found-render';
export { isNotFoundRender } from './not-found-token';
