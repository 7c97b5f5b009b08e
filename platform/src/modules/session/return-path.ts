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
