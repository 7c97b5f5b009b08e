/**
 * Dispatched on `window` when the client's session (useMe) disagrees with the one the server
 * rendered the public layout for (SessionHint): a sign-in by a confirmation link or an apply
 * form, a session that ended. The public shell's header is a server component, so the layout
 * listens (SessionRefresh) and renders again with the current cookie.
 */
export const SESSION_CHANGED_EVENT = 'jobboard:session-changed';
