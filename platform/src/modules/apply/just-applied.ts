/**
 * Offers this page life has just applied to. Signing in by applying makes the public layout
 * render again from the server (SessionRefresh), and the server then sees an application
 * already there: the page keeps its success message instead of swapping it for "you applied
 * on ...". Module memory on purpose: a reload starts empty and shows the server's wording.
 */
const applied = new Map<number, { registered: boolean }>();

export function markJustApplied(offerId: number, registered: boolean): void {
  applied.set(offerId, { registered });
}

export function justApplied(offerId: number): { registered: boolean } | undefined {
  return applied.get(offerId);
}
