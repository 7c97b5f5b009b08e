import type { Locale } from '@jobboard/tenancy/board-config';
import { BOARD_TIME_ZONE as zone } from '@jobboard/tenancy/locales';
import { dateTimeFormat, relativeTimeFormat } from '../text/intl-cache';

const DAY_MS = 86_400_000;

/** Midnight UTC of the calendar day `date` falls on in Quebec, so "yesterday" means the day. */
function quebecDay(date: Date): number {
  const parts = dateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'));
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
