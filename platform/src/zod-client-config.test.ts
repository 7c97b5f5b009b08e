import { afterEach, describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { z } from 'zod';
import { zodClientConfig } from './zod-client-config';

describe('zod configuration of the browser', () => {
  afterEach(() => {
    config({ jitless: false });
  });

  it('makes zod jitless through the global object zod reads its configuration from', () => {
    expect(config().jitless).not.toBe(true);
    zodClientConfig();
    expect(config().jitless).toBe(true);
    // A parser built afterwards still parses, without compiling (no `new Function`).
    const schema = z.object({ a: z.string() });
    expect(schema.parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
  });
});
