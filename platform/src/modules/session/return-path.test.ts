import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';
import { sessionEndedLogin } from './session-ended';

describe('safeReturnPath', () => {
  it('keeps a path on this site, query included', () => {
    expect(safeReturnPath('/fr/offre/serveur/12/application')).toBe(
      '/fr/offre/serveur/12/application',
    );
    expect(safeReturnPath('/en/employer/my-offers?page=2')).toBe('/en/employer/my-offers?page=2');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });
});

describe('withReturnPath', () => {
  it('adds the encoded parameter only when it is safe', () => {
    expect(withReturnPath('/en/login', '/en/profile?a=1&b=2')).toBe(
      '/en/login?redirect=%2Fen%2Fprofile%3Fa%3D1%26b%3D2',
    );
    expect(withReturnPath('/en/login', '//evil.example')).toBe('/en/login');
  });
});

describe('sessionEndedLogin', () => {
  it('says the session ended and keeps only a safe way back', () => {
    expect(sessionEndedLogin('/fr/employeur/connexion', '/fr/employer/offer/12/edit')).toBe(
      '/fr/employeur/connexion?redirect=%2Ffr%2Femployer%2Foffer%2F12%2Fedit&session=ended',
    );
    expect(sessionEndedLogin('/en/login', 'https://evil.example/')).toBe('/en/login?session=ended');
  });
});
