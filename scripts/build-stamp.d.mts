// Types of build-stamp.mjs for the TypeScript that imports it (its test).
export function computeStamp(root: string): string;
export function stampFile(root: string): string;
export function stampIsCurrent(root: string): boolean;
export function installed(root: string, name: string): boolean;
