import { describe, expect, it } from 'vitest';
import { readHostEnv } from './host-env';

describe('readHostEnv', () => {
  it('defaults to the hospitality board and lenient hosts outside production', () => {
    expect(readHostEnv({})).toEqual({
      defaultBoard: 'hospitality',
      allowUnknownHosts: false,
      resolveOptions: { defaultBoard: 'hospitality', production: false },
    });
  });

  it('rejects unknown hosts in production unless ALLOW_UNKNOWN_HOSTS says otherwise', () => {
    expect(readHostEnv({ NODE_ENV: 'production' }).resolveOptions.production).toBe(true);
    const allowed = readHostEnv({ NODE_ENV: 'production', ALLOW_UNKNOWN_HOSTS: 'true' });
    expect(allowed.resolveOptions.production).toBe(false);
  });

  it('fails at start on a malformed value', () => {
    expect(() => readHostEnv({ DEFAULT_BOARD: 'Not A Key' })).toThrow();
    expect(() => readHostEnv({ ALLOW_UNKNOWN_HOSTS: 'yes' })).toThrow();
  });
});
