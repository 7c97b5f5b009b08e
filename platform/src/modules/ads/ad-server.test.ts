import { describe, expect, it } from 'vitest';
import careers from '@jobboard/tenants/careers/board';
import hospitality from '@jobboard/tenants/hospitality/board';
import { adScriptSource } from './ad-server';

describe('the ad script source of the page CSP', () => {
  it('is the origin of the board’s ad server, and nothing for a board without one', () => {
    expect(adScriptSource(careers)).toBeNull();
    expect(adScriptSource(null)).toBeNull();
    expect(adScriptSource(hospitality)).toBe('https://ads.emplois-hotellerie.example');
  });
});
