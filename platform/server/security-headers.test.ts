import { describe, expect, it } from 'vitest';
import careers from '@jobboard/tenants/careers/board';
import hospitality from '@jobboard/tenants/hospitality/board';
import { adScriptSource } from '../src/modules/ads/server';
import { contentSecurityPolicy } from './security-headers';

const scriptSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';

describe('the page CSP and a board ad server (issue 19)', () => {
  it('adds the board ad server origin to script-src, and nothing else', () => {
    const origin = adScriptSource(hospitality);
    const withAds = contentSecurityPolicy('n0nce', false, origin);
    const without = contentSecurityPolicy('n0nce', false, adScriptSource(careers));
    expect(scriptSrc(withAds)).toBe(`${scriptSrc(without)} https://ads.emplois-hotellerie.example`);
    expect(withAds.replace(' https://ads.emplois-hotellerie.example', '')).toBe(without);
  });
});
