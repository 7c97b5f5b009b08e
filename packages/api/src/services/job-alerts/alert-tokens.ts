import { hashToken, newToken } from '../newsletter/newsletter-token';

/** Unsubscribe links of this many latest mails keep working (see jobAlerts.manageTokenHashes). */
export const KEPT_MANAGE_TOKENS = 8;
export const alertConfirmationTtlMs = 7 * 24 * 60 * 60_000;

// The newsletter's token scheme: 256 random bits mailed, only their SHA-256 stored.
export { hashToken, newToken };
