/**
 * The server-only public surface of the page-routes feature (server components, route helpers):
 * only what other features use. Import it as `@/modules/page-routes/server`.
 */
export { findOr404 } from './find-or-404';
export { type IdRouteParams, readIdRoute } from './id-route-params';
export { pageRoute } from './page-route';
export { serviceContext } from './service-context';
export { employerServiceContext } from './employer-service-context';
export { numericId } from './numeric-id';
