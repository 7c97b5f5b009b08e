/**
 * zod 4 keeps its global configuration on `globalThis.__zod_globalConfig` (zod/v4/core/core.js:
 * created there if absent, read by every parser; `config()` assigns onto the same object). The
 * browser's parsers run `jitless`: see instrumentation-client.ts. Assigning onto the object, not
 * replacing it, works whether zod has loaded yet or not (zod-client-config.test.ts).
 */
export function zodClientConfig(): void {
  const global = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  global.__zod_globalConfig ??= {};
  Object.assign(global.__zod_globalConfig, { jitless: true });
}
