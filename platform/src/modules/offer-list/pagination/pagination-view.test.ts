import { describe, expect, it } from 'vitest';
import { pageHref, pageItems } from './pagination-view';

describe('the result pages', () => {
  it('lists the pages as MUI did: one boundary page and one sibling each side', () => {
    expect(pageItems(1, 15)).toEqual(['previous', 1, 2, 3, 4, 5, 'end-ellipsis', 15, 'next']);
    expect(pageItems(8, 15)).toEqual([
      'previous',
      1,
      'start-ellipsis',
      7,
      8,
      9,
      'end-ellipsis',
      15,
      'next',
    ]);
    expect(pageItems(3, 4)).toEqual(['previous', 1, 2, 3, 4, 'next']);
  });

  it('links each page with the other filters, page 1 without its number', () => {
    expect(pageHref('city=laval&page=3', 1)).toBe('?city=laval');
    expect(pageHref('', 2)).toBe('?page=2');
    expect(pageHref('', 1)).toBe('?');
  });
});
