/**
 * The id a route's `[id]` segment names, or null when it cannot name a row. Nine digits at most:
 * every such id stays below PostgreSQL's int4 limit, so a long one is the 404 page rather than a
 * database error. Written once so that every page draws that line in the same place.
 */
export function numericId(segment: string | string[] | undefined): number | null {
  return typeof segment === 'string' && /^\d{1,9}$/.test(segment) ? Number(segment) : null;
}
