import { z } from '@hono/zod-openapi';
import { MAX_INT } from '../common';

/** POST .../user/specializations: the whole chosen set, which replaces the previous one. */
export const specializationsInputSchema = z.object({
  specializations: z
    .array(z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1).max(MAX_INT), {
      error: 'invalid',
    })
    .max(50, { error: 'invalid' })
    .transform((ids) => [...new Set(ids)]),
});
