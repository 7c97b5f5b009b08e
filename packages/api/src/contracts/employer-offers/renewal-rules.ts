/**
 * An offer may be renewed from this many days before its end (the expiry reminder's window) and
 * at every moment after it. On a paid board, a period ending within the window no longer counts as
 * paid for: the checkout sells the next one, which starts when the current one ends, so renewing
 * early loses no day. Zod-free: the employer's pages import it.
 */
export const RENEWAL_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True when an offer ending at `expiresAt` (null: never) may be renewed at `now`. */
export function renewable(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS;
}
