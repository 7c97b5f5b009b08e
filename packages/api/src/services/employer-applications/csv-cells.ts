import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would read as a formula (OWASP "CSV injection"): `=`, `+`, `-`, `@`, or a
 * tab or carriage return that some spreadsheets skip before reading one. The candidate typed
 * these values, and the employer opens the file in Excel.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** The value as text a spreadsheet shows as typed: a leading `'` disarms a formula. */
export function neutralizeFormula(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/**
 * Rows as CSV for Excel: a UTF-8 BOM (without it Excel reads the accents as Windows-1252), CRLF
 * line ends, a field quoted when it holds a comma, a quote or a line break, quotes doubled
 * (csv-stringify), and every cell disarmed of formulas first (ours: the library has no such rule).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify(
    [header, ...rows].map((row) => row.map(neutralizeFormula)),
    // The library quotes a field holding its record delimiter (CRLF) but not a lone LF or CR:
    // a line break typed in a form would split the row.
    { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}

/**
 * A moment as ISO 8601 in a time zone, with its offset (`2026-03-08T09:05:00-04:00`): the
 * board's local time the employer reads, still exact for a machine.
 */
export function zonedIso(moment: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(moment)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  // "GMT-04:00", or "GMT" alone at offset zero.
  const offset = parts.timeZoneName?.replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
