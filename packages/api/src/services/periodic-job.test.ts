import { describe, expect, it } from 'vitest';
import { periodStart } from './periodic-job';

describe('periodStart', () => {
  const FIVE_MINUTES = 5 * 60_000;

  it('is the start of the epoch-aligned period the moment falls in', () => {
    const start = Date.parse('2026-11-29T10:05:00Z');
    expect(periodStart(new Date(start), FIVE_MINUTES).getTime()).toBe(start);
    expect(periodStart(new Date(start + 1), FIVE_MINUTES).getTime()).toBe(start);
    expect(periodStart(new Date(start + FIVE_MINUTES - 1), FIVE_MINUTES).getTime()).toBe(start);
    expect(periodStart(new Date(start + FIVE_MINUTES), FIVE_MINUTES).getTime()).toBe(
      start + FIVE_MINUTES,
    );
    expect(periodStart(new Date(start - 1), FIVE_MINUTES).getTime()).toBe(start - FIVE_MINUTES);
  });

  it('gives every process the same start whenever it started (not its own start time)', () => {
    const moments = [7_000, 123_456, 299_999].map((ms) => Date.parse('2026-11-29T10:05:00Z') + ms);
    const starts = moments.map((ms) => periodStart(new Date(ms), FIVE_MINUTES).toISOString());
    expect(new Set(starts)).toEqual(new Set(['2026-11-29T10:05:00.000Z']));
    // A period that does not divide an hour still aligns to the epoch, not to the hour.
    const moment = Date.parse('2026-11-29T10:05:00Z');
    const seven = periodStart(new Date(moment), 7 * 60_000).getTime();
    expect(seven % (7 * 60_000)).toBe(0);
    expect(seven).toBeLessThan(moment);
    expect(seven).toBeGreaterThan(moment - 7 * 60_000);
    expect(periodStart(new Date(0), 60_000).getTime()).toBe(0);
  });

  it('refuses a period that is not a positive whole number of ms', () => {
    expect(() => periodStart(new Date(), 0)).toThrow(RangeError);
    expect(() => periodStart(new Date(), -60_000)).toThrow(RangeError);
    expect(() => periodStart(new Date(), 1.5)).toThrow(RangeError);
    expect(() => periodStart(new Date(), Number.NaN)).toThrow(RangeError);
  });
});
