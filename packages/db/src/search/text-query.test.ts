import { describe, expect, it } from 'vitest';
import { searchTokens } from './text-query';

describe('searchTokens', () => {
  it('keeps letters and digits only, lower-cased, accents kept for the database to fold', () => {
    expect(searchTokens('Plongeur/Plongeuse')).toEqual(['plongeur', 'plongeuse']);
    expect(searchTokens("  Chef d'équipe 2e  ")).toEqual(['chef', 'd', 'équipe', '2e']);
  });

  it('leaves nothing of tsquery or LIKE syntax', () => {
    expect(searchTokens("'; DROP TABLE offers; --")).toEqual(['drop', 'table', 'offers']);
    expect(searchTokens(')(&|!:* %_\\')).toEqual([]);
  });

  it('bounds the work one search box entry can ask for', () => {
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTokens('x'.repeat(10_000))[0]).toHaveLength(40);
  });
});
