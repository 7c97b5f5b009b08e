import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage } from './accept-language';

describe('fromAcceptLanguage', () => {
  it('picks the highest-ranked supported language', () => {
    expect(fromAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.5')).toBe('fr');
    expect(fromAcceptLanguage('de-DE,en-CA;q=0.8,fr;q=0.4')).toBe('en');
    expect(fromAcceptLanguage('en;q=0.3,fr;q=0.7')).toBe('fr');
  });

  it('returns null when neither language is acceptable', () => {
    expect(fromAcceptLanguage('de-DE,es;q=0.5')).toBeNull();
    expect(fromAcceptLanguage('fr;q=0')).toBeNull();
    expect(fromAcceptLanguage(null)).toBeNull();
  });
});
