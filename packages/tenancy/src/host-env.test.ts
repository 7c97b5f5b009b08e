import { describe, expect, it } from 'vitest';
import { readHostEnv } from './host-env';

describe('readHostEnv', () => {
  it('defaults to the hospitality board and lenient hosts outside production', () => {
    expect(readHostEnv({})).toEqual({
      defaultBoard: 'hospitality',
      allowUnknownHosts: false,
      operatorHost: 'operator.localhost',
      resolveOptions: {
        defaultBoard: 'hospitality',
        production: false,
        consoleHost: 'operator.localhost',
      },
    });
  });

  it('reads the console host (OPERATOR_HOST), lower-cased, a port allowed', () => {
    expect(readHostEnv({ OPERATOR_HOST: 'Console.Example.com' }).operatorHost).toBe(
      'console.example.com',
    );
    expect(readHostEnv({ OPERATOR_HOST: 'operator.localhost:4100' }).operatorHost).toBe(
      'operator.localhost:4100',
    );
    expect(() => readHostEnv({ OPERATOR_HOST: 'https://console.example.com' })).toThrow();
    expect(() => readHostEnv({ OPERATOR_HOST: 'console.example.com/path' })).toThrow();
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
