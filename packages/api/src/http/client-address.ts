/**
 * Set by our own Node server from the socket's address on every request, overwriting whatever a
 * client sent, because Next's route handlers cannot see the socket.
 */
export const CLIENT_ADDRESS_HEADER = 'x-jobboard-client-address';

/**
 * The address limits are counted against. X-Forwarded-For is honoured only behind a proxy we run
 * (TRUSTED_PROXY=true), and then its last entry: the one that proxy appended itself; entries
 * before it are whatever the client claimed.
 */
export function clientAddress(headers: Headers, trustedProxy: boolean): string {
  if (trustedProxy) {
    const forwarded = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}
