import { describe, expect, it } from 'vitest';
import { consolePath, matchConsolePath } from './console-paths';

describe('console paths', () => {
  it('builds and reads the console pages in both languages', () => {
    expect(consolePath('fr', '/sign-in')).toBe('/fr/connexion');
    expect(consolePath('en', '/sign-in')).toBe('/en/sign-in');
    expect(consolePath('fr', '/enrolment/[token]', { token: 'abc_DEF-1' })).toBe(
      '/fr/activation/abc_DEF-1',
    );
    expect(matchConsolePath('/en/enrolment/abc_DEF-1')).toEqual({
      locale: 'en',
      route: '/enrolment/[token]',
      token: 'abc_DEF-1',
    });
    expect(matchConsolePath('/fr')).toEqual({ locale: 'fr', route: '/' });
    expect(matchConsolePath('/fr/connexion')).toEqual({ locale: 'fr', route: '/sign-in' });
    expect(consolePath('fr', '/reports')).toBe('/fr/signalements');
    expect(consolePath('en', '/audit')).toBe('/en/audit-log');
    expect(matchConsolePath('/fr/journal')).toEqual({ locale: 'fr', route: '/audit' });
    expect(consolePath('fr', '/moderation')).toBe('/fr/verification');
    expect(matchConsolePath('/en/moderation')).toEqual({ locale: 'en', route: '/moderation' });
    expect(matchConsolePath('/en/reports')).toEqual({ locale: 'en', route: '/reports' });
    expect(matchConsolePath('/fr/activation/')).toBeNull();
    expect(matchConsolePath('/fr/activation/a/b')).toBeNull();
    expect(matchConsolePath('/fr/offre/1')).toBeNull();
  });
});
