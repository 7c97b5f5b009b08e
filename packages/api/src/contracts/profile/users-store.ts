import { z } from '@hono/zod-openapi';
import { idSchema, MAX_INT } from '../common';

/** Same-origin users store (section 7); `id`, when given, must be the signed-in candidate's. */
export const storeGetQuery = z.object({ id: idSchema.optional() });

const preferenceValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

export const storeUpdateSchema = z.object({
  preferences: z
    .record(z.string().max(64), preferenceValue)
    .refine((r) => Object.keys(r).length <= 50, {
      error: 'invalid',
    }),
});

export const storeOffersSchema = z.object({
  offers: z
    .array(z.number({ error: 'invalid' }).int().min(1).max(MAX_INT), { error: 'invalid' })
    .max(200, { error: 'invalid' })
    .transform((ids) => [...new Set(ids)]),
});

export const attributListParam = z.object({
  list: z.enum(['formations', 'certifications', 'secteurs', 'roles']),
});
