/**
 * The `redirect` query parameter of the login and register pages: where a visitor a guard turned
 * away goes once signed in. Only a path on this site is accepted, so the parameter cannot send a
 * user to another origin (`//evil.example`, `/\evil.example`, `https://…`).
 */
export const RETURN_PARAM = 'redirect';

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a tab or newline inside `/\t/evil`) are dropped by URL parsers.
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  return value;
}

/** `path?redirect=returnTo`, or `path` when there is nothing safe to return to. */
export function withReturnPath(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${path}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : path;
}

/**
 * The login page's `session=ended`: a signed-in page sent the user there because their session
 * ended under it (issue 46 item 17), and the page says so.
 */
export const SESSION_PARAM = 'session';
export const SESSION_ENDED = 'ended';

/** The login path for a user whose session ended on `returnTo`: back there once signed in. */
export function sessionEndedLogin(loginPath: string, returnTo: string | null | undefined): string {
  const url = withReturnPath(loginPath, returnTo);
  return `${url}${url.includes('?') ? '&' : '?'}${SESSION_PARAM}=${SESSION_ENDED}`;
}
