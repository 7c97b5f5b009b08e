import type { Locale } from '@jobboard/tenancy/board-config';
import { BOARD_TIME_ZONE as zone } from '@jobboard/tenancy/locales';
import { dateTimeFormat, relativeTimeFormat } from '../text/intl-cache';

const DAY_MS = 86_400_000;
const QUARTER_HOUR_MS = 900_000;

/** `map`'s value for `key`, made once; the map is emptied if it ever holds 10,000 entries. */
function remember<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= 10_000) map.clear();
    map.set(key, value);
  }
  return value;
}

/**
 * Quebec's offset from UTC, looked up once per quarter hour: a time zone changes its offset on a
 * quarter hour at the finest (Quebec's on the hour), so every instant of one quarter has the
 * same. `formatToParts` was called twice a card, on pages of 20 cards: 2 to 3 % of an uncached
 * render's CPU (issue 44). Each offer's date and each quarter of the clock take one entry.
 */
const offsets = new Map<number, number>();

function quebecOffset(ms: number): number {
  const start = Math.floor(ms / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  return remember(offsets, start, () => {
    const parts = dateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(start));
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const wall = Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
    );
    return wall - start;
  });
}

/** Midnight UTC of the calendar day `date` falls on in Quebec, so "yesterday" means the day. */
export function quebecDay(date: Date): number {
  const ms = date.getTime();
  const wall = ms + quebecOffset(ms);
  return Math.floor(wall / DAY_MS) * DAY_MS;
}

const longDates = new Map<string, string>();

/**
 * "25 novembre 2026", "November 25, 2026": the Quebec day's long date, formatted once per
 * language and day rather than once per card and request.
 */
export function longDate(date: Date, locale: Locale): string {
  const day = quebecDay(date);
  // Noon UTC of a day is 7 or 8 in the morning of the same day in Quebec.
  return remember(longDates, `${locale} ${day}`, () =>
    dateTimeFormat(locale, { dateStyle: 'long', timeZone: zone }).format(day + DAY_MS / 2),
  );
}

/** Whole Quebec calendar days from `date` to `now`; a date in the future counts as today. */
export function daysAgo(date: Date, now: Date): number {
  return Math.max(0, Math.round((quebecDay(now) - quebecDay(date)) / DAY_MS));
}

/**
 * "aujourd'hui", "hier", "il y a 2 jours", "il y a 3 semaines", "il y a 2 mois" (and the en-CA
 * wording): days for a week, then weeks, months and years, always rounded down, so an offer
 * never looks newer than it is. Only today and yesterday use words: `numeric: 'auto'` would
 * also say "avant-hier" and "la semaine dernière", which mean calendar weeks, not 7 days.
 */
export function relativeDate(date: Date, now: Date, locale: Locale): string {
  const days = daysAgo(date, now);
  const rtf = (numeric: 'auto' | 'always') => relativeTimeFormat(`${locale}-CA`, numeric);
  if (days <= 1) return rtf('auto').format(-days, 'day');
  if (days < 7) return rtf('always').format(-days, 'day');
  if (days < 30) return rtf('always').format(-Math.floor(days / 7), 'week');
  if (days < 365) return rtf('always').format(-Math.floor(days / 30), 'month');
  return rtf('always').format(-Math.floor(days / 365), 'year');
}
