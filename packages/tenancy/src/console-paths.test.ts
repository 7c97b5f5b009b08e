import { describe, expect, it } from 'vitest';
import { consoleInternalPath, consolePath, matchConsolePath } from './console-paths';

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
    expect(consolePath('fr', '/health')).toBe('/fr/sante');
    expect(matchConsolePath('/en/health')).toEqual({ locale: 'en', route: '/health' });
    expect(matchConsolePath('/fr/activation/')).toBeNull();
    expect(matchConsolePath('/fr/activation/a/b')).toBeNull();
    expect(matchConsolePath('/fr/offre/1')).toBeNull();
    expect(consolePath('fr', '/payments')).toBe('/fr/paiements');
    expect(matchConsolePath('/en/payments')).toEqual({ locale: 'en', route: '/payments' });
  });

  it('reads a numeric id in the employer pages, and nothing else there', () => {
    expect(consolePath('fr', '/employers')).toBe('/fr/employeurs');
    expect(consolePath('en', '/employers/[id]', { id: 42 })).toBe('/en/employers/42');
    expect(consolePath('fr', '/employers/[id]', { id: 7 })).toBe('/fr/employeurs/7');
    expect(matchConsolePath('/en/employers')).toEqual({ locale: 'en', route: '/employers' });
    expect(matchConsolePath('/fr/employeurs/')).toEqual({ locale: 'fr', route: '/employers' });
    const match = matchConsolePath('/fr/employeurs/42');
    expect(match).toEqual({ locale: 'fr', route: '/employers/[id]', id: '42' });
    expect(consoleInternalPath(match!)).toBe('/employers/42');
    expect(consoleInternalPath(matchConsolePath('/en/enrolment/abc')!)).toBe('/enrolment/abc');
    expect(consoleInternalPath(matchConsolePath('/en')!)).toBe('');
    for (const path of [
      '/en/employers/abc',
      '/en/employers/0',
      '/en/employers/01',
      '/en/employers/1/2',
      '/fr/employers/1',
      '/en/employers/12345678901',
    ]) {
      expect(matchConsolePath(path), path).toBeNull();
    }
  });
});
