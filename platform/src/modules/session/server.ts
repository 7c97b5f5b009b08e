/**
 * The server-only public surface of the session feature (server components, route helpers):
 * only what other features use. Import it as `@/modules/session/server`.
 */
export { getSessionUser, toSessionAccount } from './get-session-user';
export { leaveGuestPage } from './guest-only';
export { type PageAccess, enforcePageAccess } from './page-access';
