import { describe, expect, it } from 'vitest';
import { legacyOfferId } from './legacy-offer';

describe('legacyOfferId', () => {
  it('reads the id at the end of an old slug, or a bare id', () => {
    expect(legacyOfferId('cuisinier-de-nuit-1234')).toBe(1234);
    expect(legacyOfferId('line-cook-2024-77')).toBe(77);
    expect(legacyOfferId('42')).toBe(42);
  });

  it('has no id for slugs without one, zero, or ids out of range', () => {
    for (const slug of ['cuisinier', 'cook-', '-', '', 'cook-0', 'cook-1234567890', 'cook-12a'])
      expect(legacyOfferId(slug), slug).toBeNull();
  });
});
