import { describe, expect, it } from 'vitest';
import { neutralizeFormula, toCsv, zonedIso } from './csv-cells';

describe('neutralizeFormula', () => {
  it.each(['=1+1', '+33 6', '-2', '@SUM(A1)', '\tx', '\rx'])('disarms %j', (v) => {
    expect(neutralizeFormula(v)).toBe(`'${v}`);
  });
  it.each(['Alice', '', ' =x', "l'été", '1-2'])('keeps %j', (v) => {
    expect(neutralizeFormula(v)).toBe(v);
  });
});

describe('toCsv', () => {
  it('starts with a BOM, ends lines with CRLF, quotes and doubles as RFC 4180 says', () => {
    const out = toCsv(
      ['a', 'b'],
      [
        ['x, y', 'say "hi"'],
        ['line\nbreak', '=cmd'],
      ],
    );
    expect(out.charCodeAt(0)).toBe(0xfeff);
    expect(out.slice(1)).toBe('a,b\r\n"x, y","say ""hi"""\r\n"line\nbreak",\'=cmd\r\n');
  });
});

describe('zonedIso', () => {
  it('writes the local time with its offset, summer and winter', () => {
    expect(zonedIso(new Date('2026-07-01T12:00:00Z'), 'America/Toronto')).toBe(
      '2026-07-01T08:00:00-04:00',
    );
    expect(zonedIso(new Date('2026-01-15T05:30:09Z'), 'America/Toronto')).toBe(
      '2026-01-15T00:30:09-05:00',
    );
    expect(zonedIso(new Date('2026-01-15T05:30:09Z'), 'UTC')).toBe('2026-01-15T05:30:09+00:00');
  });
});
