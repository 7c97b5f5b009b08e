import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddress } from './client-address';

describe('clientAddress', () => {
  const headers = new Headers({
    [CLIENT_ADDRESS_HEADER]: '10.1.1.1',
    'x-forwarded-for': '6.6.6.6, 203.0.113.5',
  });

  it('uses the socket address the server stamped unless the proxy is trusted', () => {
    expect(clientAddress(headers, false)).toBe('10.1.1.1');
  });

  it("behind a trusted proxy takes the entry that proxy appended, not the client's claim", () => {
    expect(clientAddress(headers, true)).toBe('203.0.113.5');
    expect(clientAddress(new Headers(), true)).toBe('unknown');
  });
});
