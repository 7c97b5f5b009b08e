import { describe, expect, it } from 'vitest';
import { nextHostname } from './next-hostname';

describe('the host name given to Next', () => {
  it('is localhost for every loopback address, as NextURL writes them', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost'])
      expect(nextHostname(host), host).toBe('localhost');
  });

  it('is the listening address otherwise', () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'board.internal'])
      expect(nextHostname(host), host).toBe(host);
  });
});
