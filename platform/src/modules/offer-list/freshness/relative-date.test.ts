import { describe, expect, it } from 'vitest';
import { daysAgo, longDate, quebecDay, relativeDate } from './relative-date';

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

describe('quebecDay', () => {
  // The calendar day as Intl reads it for each instant: what quebecDay computed before it kept
  // Quebec's offset per quarter hour.
  const intlDay = (date: Date) => {
    const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' })
      .format(date)
      .split('-')
      .map(Number);
    return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0);
  };

  it('reads the day Intl reads, around both 2026 changes of time and across a year', () => {
    const instants: Date[] = [];
    // Every 7 min 13 s from a day before to a day after each change (8 March and 1 November, at 2:00).
    for (const change of ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z']) {
      const at = Date.parse(change);
      for (let ms = at - 86_400_000; ms <= at + 86_400_000; ms += 433_000)
        instants.push(new Date(ms));
    }
    // And every 5 h 17 min over 2026, so each hour of the day meets each season.
    for (
      let ms = Date.parse('2026-01-01T00:00:00Z');
      ms < Date.parse('2027-01-01T00:00:00Z');
      ms += 19_020_000
    )
      instants.push(new Date(ms));
    const wrong = instants.filter((date) => quebecDay(date) !== intlDay(date));
    expect(wrong.map((d) => d.toISOString())).toEqual([]);
    expect(instants.length).toBeGreaterThan(2_000);
  });

  it('turns at local midnight on either side of a change of time', () => {
    // 23:59 EST on 7 March and 00:00 the 8th; 23:59 EDT on 31 October and 00:00 on 1 November.
    expect(quebecDay(new Date('2026-03-08T04:59:00Z'))).toBe(Date.UTC(2026, 2, 7));
    expect(quebecDay(new Date('2026-03-08T05:00:00Z'))).toBe(Date.UTC(2026, 2, 8));
    expect(quebecDay(new Date('2026-11-01T03:59:00Z'))).toBe(Date.UTC(2026, 9, 31));
    expect(quebecDay(new Date('2026-11-01T04:00:00Z'))).toBe(Date.UTC(2026, 10, 1));
  });
});

describe('longDate', () => {
  it("says the Quebec day's long date in each language, late in the evening too", () => {
    for (const iso of ['2026-11-25T17:00:00Z', '2026-11-25T04:30:00Z', '2026-03-08T06:30:00Z']) {
      const date = new Date(iso);
      for (const locale of ['fr', 'en'] as const) {
        const direct = new Intl.DateTimeFormat(locale, {
          dateStyle: 'long',
          timeZone: 'America/Toronto',
        }).format(date);
        expect(longDate(date, locale)).toBe(direct);
      }
    }
    expect(longDate(new Date('2026-11-25T04:30:00Z'), 'fr')).toBe('24 novembre 2026');
    expect(longDate(new Date('2026-11-25T04:30:00Z'), 'en')).toBe('November 24, 2026');
  });
});
