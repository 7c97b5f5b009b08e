/**
 * What the custom server needs of the errors feature: the handshake of the server-rendered 404
 * page with its route (which checks the token with not-found-token.ts). Import it as
 * `@/modules/errors/server`.
 */
export { NOT_FOUND_RENDER_HEADER, NOT_FOUND_VIEW_SEGMENT } from './not-found-render';
