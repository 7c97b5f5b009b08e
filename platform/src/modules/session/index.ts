/**
 * The public surface of the session feature: only what other features use. Import it as
 * `@/modules/session`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { type AccountUser } from './account-user';
export { authPath } from './auth-paths';
export { safeReturnPath, withReturnPath } from './return-path';
export { SESSION_ENDED, SESSION_PARAM } from './session-ended';
export { SessionHint } from './session-hint';
export { useMe, useSetMe } from './use-me';
export { useReturnPath } from './use-return-path';
export { isCandidate } from './account-user';
export { meKey } from './use-me';
export { SessionEndRedirect } from './session-end-redirect';
