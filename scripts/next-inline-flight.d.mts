// Types of next-inline-flight.mjs for the TypeScript that imports it (its test).
export const EDITS: readonly { from: string; to: string }[];
export function patchSource(source: string): { state: 'patched' | 'unknown'; source: string };
export function runtimeFiles(root: string): string[];
