/**
 * How many worker processes serve: WEB_CONCURRENCY when set, else one per core. Development
 * always runs one (Next's dev server compiles on demand and watches files: one is the tool).
 */
export function workerCount(options: { setting?: number; cores: number; dev: boolean }): number {
  if (options.dev) return 1;
  return Math.max(1, options.setting ?? options.cores);
}
