import { describe, expect, it } from 'vitest';
import { SEARCH_TITLE_MAX, searchTitle } from './search-title';

describe('searchTitle', () => {
  it('keeps a title of 70 characters or less whole', () => {
    const title = 'Cuisinier ou cuisinière de ligne – Chez Marie, Montréal';
    expect(searchTitle(title)).toBe(title);
    expect(searchTitle('a'.repeat(SEARCH_TITLE_MAX))).toBe('a'.repeat(SEARCH_TITLE_MAX));
  });

  it('cuts a longer title at a word boundary with an ellipsis, never inside a word', () => {
    const title =
      'Préposé ou préposée à l’entretien ménager et aux chambres – Hôtel Le Germain, Montréal';
    const cut = searchTitle(title);
    expect(cut.length).toBeLessThanOrEqual(SEARCH_TITLE_MAX);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(title.startsWith(kept)).toBe(true);
    // The next character of the original is a separator: the last word is whole.
    expect(title[kept.length]).toMatch(/[\s–,]/);
    expect(kept).not.toMatch(/[\s–,]$/);
  });

  it('cuts one endless word rather than returning an empty title', () => {
    const cut = searchTitle('x'.repeat(100));
    expect(cut).toBe(`${'x'.repeat(SEARCH_TITLE_MAX - 1)}…`);
  });
});
