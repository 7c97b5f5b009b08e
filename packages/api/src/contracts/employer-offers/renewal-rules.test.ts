import { describe, expect, it } from 'vitest';
import { RENEWAL_WINDOW_DAYS, renewable } from './renewal-rules';

const now = new Date('2026-11-29T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('renewable', () => {
  it('opens the window days before the end and stays open after it', () => {
    expect(renewable(inDays(RENEWAL_WINDOW_DAYS + 1), now)).toBe(false);
    expect(renewable(inDays(RENEWAL_WINDOW_DAYS), now)).toBe(true);
    expect(renewable(inDays(1), now)).toBe(true);
    expect(renewable(inDays(-30), now)).toBe(true);
  });

  it('never renews an offer without an end', () => {
    expect(renewable(null, now)).toBe(false);
  });
});
