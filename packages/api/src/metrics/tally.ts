/**
 * Counts kept where both copies of the services can reach them: the server's own and the one
 * Next bundles into the pages (the search cache runs in both). One map per process, in a global
 * slot; the metrics registry (metrics/registry.ts) reads it when /metrics is scraped.
 */
type Tallies = Map<string, Map<string, number>>;

const slot = Symbol.for('jobboard.metrics.tallies');
const store = globalThis as { [slot]?: Tallies };

function tallies(): Tallies {
  return (store[slot] ??= new Map());
}

/** Adds `by` to the count `name` with these label values (a fixed order of labels per name). */
export function tally(name: string, labels: readonly string[], by = 1): void {
  const counts = tallies().get(name) ?? new Map<string, number>();
  tallies().set(name, counts);
  const key = JSON.stringify(labels);
  counts.set(key, (counts.get(key) ?? 0) + by);
}

/** Each label set of `name` with its count so far. */
export function talliesOf(name: string): [labels: string[], count: number][] {
  return [...(tallies().get(name) ?? new Map<string, number>())].map(([key, count]) => [
    JSON.parse(key) as string[],
    count,
  ]);
}
