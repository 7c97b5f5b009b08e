/**
 * The server-only surface of the publishing feature: its pages. Import it as
 * `@/modules/publishing/server`.
 */
export { publishCancelRoute, publishRoute, publishSuccessRoute } from './publish-routes';
