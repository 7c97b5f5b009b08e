/**
 * The two languages, in a file of their own: the browser's code (the language link, the
 * localized paths) needs them, and board-config.ts brings zod, 85 kB gzipped, along (issue 16).
 */
export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];

/**
 * Every board is in Quebec: each date shown (server render, browser, mail) is a day in this zone,
 * so an offer created late in the evening reads the same day in My offers and on its public page
 * (issue 46, item 20). Zod-free here for the browser's formatters.
 */
export const BOARD_TIME_ZONE = 'America/Toronto';
