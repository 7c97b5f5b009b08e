import { describe, expect, it } from 'vitest';
import { operatorBoards, operatorMaySee } from './scopes';

const served = ['hospitality', 'careers'];

describe('operator scopes', () => {
  it('gives every served board to an operator with all boards, a board added later included', () => {
    const all = { allBoards: true, boards: [] };
    expect(operatorBoards(all, served)).toEqual(['hospitality', 'careers']);
    expect(operatorBoards(all, [...served, 'nursing'])).toEqual([
      'hospitality',
      'careers',
      'nursing',
    ]);
  });

  it('gives only the named boards the deployment serves, in the deployment order', () => {
    const some = { allBoards: false, boards: ['careers', 'retired-board'] };
    expect(operatorBoards(some, served)).toEqual(['careers']);
    expect(operatorMaySee(some, served, 'careers')).toBe(true);
    expect(operatorMaySee(some, served, 'hospitality')).toBe(false);
    expect(operatorMaySee(some, served, 'retired-board')).toBe(false);
  });

  it('gives nothing to an operator with no boards', () => {
    expect(operatorBoards({ allBoards: false, boards: [] }, served)).toEqual([]);
  });
});
