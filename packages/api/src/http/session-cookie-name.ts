/**
 * `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain, so no
 * sibling host can plant or read it. Shared with server-rendered pages, which read the cookie.
 */
export function sessionCookieName(production: boolean): string {
  return production ? '__Host-jb_session' : 'jb_session';
}

/**
 * The console's own cookie: a board's session cookie never opens the console, and signing out of
 * one never touches the other. `__Host-` in production for the same reasons.
 */
export function operatorSessionCookieName(production: boolean): string {
  return production ? '__Host-jb_operator' : 'jb_operator';
}
