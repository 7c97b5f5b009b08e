/**
 * Rich-text rules shared by the API and the browser (zod-free, library-free): the editor and
 * the server sanitiser agree on what a link may point to and how long a description may be.
 */

/** URL schemes a link in a description may use. */
export const richTextSchemes: readonly string[] = ['http', 'https', 'mailto'];

/** Every stored link opens nothing with our window and passes no ranking or referrer. */
export const richTextLinkRel = 'noopener noreferrer nofollow';

/** Markup length accepted before sanitising (generous: pasted Word markup is verbose). */
export const richTextMaxHtmlChars = 100_000;

/** Text a reader sees, once sanitised. */
export const richTextMaxPlainChars = 20_000;
