/**
 * A filled offer's page stays up this long, saying the position is filled (the links people kept
 * still land somewhere), then is gone; the employer may reopen it within the same time.
 * Zod-free: the employer's pages import it.
 */
export const FILLED_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the filled offer's page goes away and reopening is no longer possible. */
export function fillGraceEnd(filledAt: Date): Date {
  return new Date(filledAt.getTime() + FILLED_GRACE_DAYS * DAY_MS);
}

/** True while a filled offer's page still shows and the employer can still reopen it. */
export function withinFillGrace(filledAt: Date | null, now: Date): boolean {
  return filledAt !== null && now < fillGraceEnd(filledAt);
}
