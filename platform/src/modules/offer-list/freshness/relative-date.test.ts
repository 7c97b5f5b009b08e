import { describe, expect, it } from 'vitest';
import { daysAgo, relativeDate } from './relative-date';

// Noon in Quebec (EST, UTC-5) on 25 November 2026.
const now = new Date('2026-11-25T17:00:00Z');
const ago = (days: number, hours = 0) => new Date(now.getTime() - (days * 24 + hours) * 3_600_000);
const both = (date: Date) => ({
  fr: relativeDate(date, now, 'fr'),
  en: relativeDate(date, now, 'en'),
});

describe('relativeDate', () => {
  it('says today and yesterday in words', () => {
    expect(both(ago(0, 3))).toEqual({ fr: 'aujourd’hui', en: 'today' });
    expect(both(ago(1))).toEqual({ fr: 'hier', en: 'yesterday' });
  });

  it('counts days for a week, never "avant-hier"', () => {
    expect(both(ago(2))).toEqual({ fr: 'il y a 2 jours', en: '2 days ago' });
    expect(both(ago(6))).toEqual({ fr: 'il y a 6 jours', en: '6 days ago' });
  });

  it('then weeks, months and years, rounded down', () => {
    expect(both(ago(7))).toEqual({ fr: 'il y a 1 semaine', en: '1 week ago' });
    expect(both(ago(20))).toEqual({ fr: 'il y a 2 semaines', en: '2 weeks ago' });
    expect(both(ago(45))).toEqual({ fr: 'il y a 1 mois', en: '1 month ago' });
    expect(both(ago(100))).toEqual({ fr: 'il y a 3 mois', en: '3 months ago' });
    expect(both(ago(400))).toEqual({ fr: 'il y a 1 an', en: '1 year ago' });
  });

  it('counts Quebec calendar days: 23:30 the evening before is yesterday', () => {
    // 04:30 UTC on the 25th is 23:30 on the 24th in Quebec.
    expect(daysAgo(new Date('2026-11-25T04:30:00Z'), now)).toBe(1);
    expect(daysAgo(new Date('2026-11-25T05:30:00Z'), now)).toBe(0);
  });

  it('treats a date slightly ahead of the clock as today', () => {
    expect(relativeDate(new Date(now.getTime() + 60_000), now, 'en')).toBe('today');
  });
});
