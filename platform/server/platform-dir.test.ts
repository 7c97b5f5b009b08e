import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findPlatformDir } from './platform-dir';

const platform = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('findPlatformDir', () => {
  it('finds the platform from the source and from the compiled bundle alike', () => {
    expect(findPlatformDir(path.join(platform, 'server'))).toBe(platform);
    expect(findPlatformDir(path.join(platform, 'dist', 'server'))).toBe(platform);
  });

  it('refuses a folder outside the platform', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'jobboard-outside-'));
    try {
      expect(() => findPlatformDir(outside)).toThrow(/no @jobboard\/platform package/);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
