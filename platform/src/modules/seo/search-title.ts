/** Search results show about 70 characters of a title; past that they cut it themselves. */
export const SEARCH_TITLE_MAX = 70;

/**
 * A page title that fits search results: whole when short enough, otherwise cut at the last word
 * boundary that leaves room for the ellipsis, so no result ever shows half a word.
 */
export function searchTitle(title: string, max = SEARCH_TITLE_MAX): string {
  const text = title.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const room = text.slice(0, max); // the ellipsis takes the last place
  const boundary = room.search(/[\s–—-]+\S*$/);
  // One word longer than the limit cannot be cut at a boundary: cut it rather than show nothing.
  const cut = boundary > 0 ? room.slice(0, boundary) : room.slice(0, max - 1);
  return `${cut.replace(/[\s,;:–—-]+$/, '')}…`;
}
