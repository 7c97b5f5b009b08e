import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  const base = { baseDelayMs: 1000, maxDelayMs: 60_000 };

  it('doubles per attempt, between half and all of the exponential delay', () => {
    expect(retryDelayMs(1, { ...base, random: () => 0 })).toBe(500);
    expect(retryDelayMs(1, { ...base, random: () => 0.999999 })).toBe(1000);
    expect(retryDelayMs(3, { ...base, random: () => 0 })).toBe(2000);
    expect(retryDelayMs(3, { ...base, random: () => 0.5 })).toBe(3000);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelayMs(30, { ...base, random: () => 0.999999 })).toBe(60_000);
  });
});
