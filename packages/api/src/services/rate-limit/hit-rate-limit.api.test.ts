import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@jobboard/db/client';
import { createTestDatabase } from '@jobboard/db/testing';
import { hitRateLimit } from './hit-rate-limit';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const rule = { key: 'login:test@example.com', limit: 5, windowMs: 60_000 };

describe('hitRateLimit', () => {
  it('lets exactly `limit` hits through when they arrive at once', async () => {
    const at = new Date('2026-06-01T12:00:10Z');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => hitRateLimit(handle.db, rule, at)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.find((r) => !r.allowed)).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  it('starts again in the next window and keeps other keys apart', async () => {
    expect(await hitRateLimit(handle.db, rule, new Date('2026-06-01T12:01:00Z'))).toEqual({
      allowed: true,
    });
    expect(
      await hitRateLimit(
        handle.db,
        { ...rule, key: 'login:other' },
        new Date('2026-06-01T12:00:30Z'),
      ),
    ).toEqual({ allowed: true });
  });
});
