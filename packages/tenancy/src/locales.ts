/**
 * The two languages, in a file of their own: the browser's code (the language link, the
 * localized paths) needs them, and board-config.ts brings zod, 85 kB gzipped, along (issue 16).
 */
export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
