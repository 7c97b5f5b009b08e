/**
 * The host name Next is told it serves on (`next({ hostname })`): what it builds the request's
 * own URL from, to tell the proxy's rewrites inside this server from rewrites to another origin.
 * Next's NextURL writes every loopback address as `localhost`, so with `HOST=127.0.0.1` the
 * proxy's rewrite to `/{board}/...` read as another origin, was fetched over HTTP and answered
 * with a redirect loop. Loopback addresses are therefore given as `localhost`, as NextURL does.
 */
const loopback = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/;

export function nextHostname(host: string): string {
  return loopback.test(host) ? 'localhost' : host;
}
