import { describe, expect, it } from 'vitest';
import { keyedLines, parseKeyedLines } from './keyed-lines';

describe('keyed lines', () => {
  it('carries keys and labels with spaces and accents there and back', () => {
    const pairs: [string, string][] = [
      ['montreal', 'Montréal'],
      ['saint-jean-sur-richelieu', 'Saint-Jean-sur-Richelieu'],
      ['12', 'Chef de partie / sous-chef'],
    ];
    const text = keyedLines(pairs);
    expect(text).toBe(
      'montreal Montréal\nsaint-jean-sur-richelieu Saint-Jean-sur-Richelieu\n12 Chef de partie / sous-chef',
    );
    expect(parseKeyedLines(text)).toEqual(pairs);
    expect(keyedLines([[7, 'Bar']])).toBe('7 Bar');
  });

  it('has no pair in an empty string', () => {
    expect(keyedLines([])).toBe('');
    expect(parseKeyedLines('')).toEqual([]);
  });
});
