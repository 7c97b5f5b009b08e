import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './prefetch-policy';

describe('shouldPrefetch', () => {
  it('prefetches when the browser gives no hints or a fast line', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('does not prefetch on save-data or a 2G line', () => {
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
