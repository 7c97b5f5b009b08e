import { describe, expect, it } from 'vitest';
import { numericId } from './numeric-id';

describe('numericId', () => {
  it('reads one to nine digits', () => {
    expect(numericId('42')).toBe(42);
    expect(numericId('0')).toBe(0);
    expect(numericId('007')).toBe(7);
    expect(numericId('999999999')).toBe(999_999_999);
  });

  it('refuses anything else', () => {
    for (const segment of ['', '1234567890', '-1', '1.5', '1e3', ' 1', '12a', undefined])
      expect(numericId(segment)).toBeNull();
    expect(numericId(['1'])).toBeNull();
  });
});
