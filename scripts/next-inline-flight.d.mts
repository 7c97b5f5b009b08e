// Types of next-inline-flight.mjs for the TypeScript that imports it (its test).
interface Edit {
  from: string;
  to: string;
}
/** The writer's decode, then its push. */
export const EDITS: readonly [Edit, Edit];
export function patchSource(source: string): { state: 'patched' | 'unknown'; source: string };
export function runtimeFiles(root: string): string[];
