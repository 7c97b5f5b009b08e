import { describe, expect, it } from 'vitest';
import { readApiEnv } from './env';

describe('readApiEnv', () => {
  it('defaults to the hospitality board outside production', () => {
    expect(readApiEnv({})).toEqual({ defaultBoard: 'hospitality', production: false });
    expect(readApiEnv({ DEFAULT_BOARD: '', NODE_ENV: '' })).toEqual({
      defaultBoard: 'hospitality',
      production: false,
    });
  });

  it('reads DEFAULT_BOARD and NODE_ENV', () => {
    expect(readApiEnv({ DEFAULT_BOARD: 'careers', NODE_ENV: 'production' })).toEqual({
      defaultBoard: 'careers',
      production: true,
    });
  });

  it('refuses values that cannot be right, at start rather than per request', () => {
    expect(() => readApiEnv({ DEFAULT_BOARD: 'Not A Key' })).toThrow();
    expect(() => readApiEnv({ NODE_ENV: 'staging' })).toThrow();
  });
});
