import { describe, expect, it } from 'vitest';
import { notifyByDefault } from './notify-default';

describe('notifyByDefault', () => {
  it('is off for a bulk move to rejected only', () => {
    expect(notifyByDefault('rejected', 2)).toBe(false);
    expect(notifyByDefault('rejected', 1)).toBe(true);
    expect(notifyByDefault('interview', 5)).toBe(true);
    expect(notifyByDefault('reviewed', 1)).toBe(true);
  });
});
