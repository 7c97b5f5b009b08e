import { describe, expect, it } from 'vitest';
import { workerCount } from './web-concurrency';

describe('workerCount', () => {
  it('runs one worker per core unless WEB_CONCURRENCY says otherwise', () => {
    expect(workerCount({ cores: 2, dev: false })).toBe(2);
    expect(workerCount({ cores: 8, dev: false })).toBe(8);
    expect(workerCount({ setting: 1, cores: 8, dev: false })).toBe(1);
    expect(workerCount({ setting: 3, cores: 2, dev: false })).toBe(3);
  });

  it('runs one process in development', () => {
    expect(workerCount({ setting: 4, cores: 8, dev: true })).toBe(1);
  });
});
