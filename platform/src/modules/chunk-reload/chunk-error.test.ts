import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadForChunkError } from './chunk-error';

const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

describe('isChunkLoadError', () => {
  it('knows the bundlers and browsers wording for a missing script', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js')),
    ).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('shouldReloadForChunkError', () => {
  const now = 1_000_000;
  it('reloads on the first failure', () => {
    expect(shouldReloadForChunkError(chunkError, null, now)).toBe(true);
  });
  it('reloads at most once a minute', () => {
    expect(shouldReloadForChunkError(chunkError, now - 59_999, now)).toBe(false);
    expect(shouldReloadForChunkError(chunkError, now - 60_000, now)).toBe(true);
  });
  it('never reloads for another error', () => {
    expect(shouldReloadForChunkError(new Error('boom'), null, now)).toBe(false);
  });
});
