import { describe, expect, it } from 'vitest';
import careers from '@jobboard/tenants/careers/board';
import hospitality from '@jobboard/tenants/hospitality/board';
import { adScriptSource, adServerOf } from './ad-server';

describe('the board ad server', () => {
  it('is the board file’s, or where AD_SERVER_SCRIPT_URL moves it', () => {
    expect(adServerOf(hospitality, {})).toEqual(hospitality.adServer);
    const moved = adServerOf(hospitality, { AD_SERVER_SCRIPT_URL: 'http://127.0.0.1:9/a.js' });
    expect(moved).toEqual({ id: hospitality.adServer?.id, scriptUrl: 'http://127.0.0.1:9/a.js' });
    expect(() =>
      adServerOf(hospitality, { AD_SERVER_SCRIPT_URL: 'javascript:alert(1)' }),
    ).toThrow();
  });

  it('stays absent on a board without one, whatever the environment', () => {
    expect(adServerOf(careers, { AD_SERVER_SCRIPT_URL: 'http://127.0.0.1:9/a.js' })).toBeNull();
    expect(adScriptSource(careers, {})).toBeNull();
    expect(adScriptSource(null, {})).toBeNull();
    expect(adScriptSource(hospitality, {})).toBe('https://ads.emplois-hotellerie.example');
  });
});
