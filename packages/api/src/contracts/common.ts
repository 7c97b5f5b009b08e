import { z } from '@hono/zod-openapi';

export const MAX_INT = 2_147_483_647;

export const localeSchema = z.enum(['fr', 'en']);

export const boardPathParam = z
  .string()
  .max(64)
  .openapi({ param: { name: 'board', in: 'path' }, example: 'hospitality' });

/** A database id in a path or query: digits only, within int4, else 422. */
export const idSchema = z.coerce
  .number({ error: 'Must be a number.' })
  .int('Must be a whole number.')
  .min(1, 'Must be 1 or more.')
  .max(MAX_INT, 'Is too large.');

/** `1,2,3`: the spec's comma-joined ids. An empty value means no filter. */
export const idListSchema = z
  .string()
  .max(400, 'Too many ids.')
  .regex(/^(\d{1,10}(,\d{1,10}){0,29})?$/, 'Must be ids separated by commas.')
  // Ten digits can still overflow int4, which the database would answer with an error.
  .refine((value) => value.split(',').every((id) => Number(id) <= MAX_INT), 'Unknown id.');

export function parseIdList(value: string | undefined): number[] | undefined {
  if (!value) return undefined;
  return [...new Set(value.split(',').map(Number))];
}

export const pageSchema = (maxPage: number) =>
  z.coerce
    .number({ error: 'Must be a number.' })
    .int('Must be a whole number.')
    .min(1, 'Must be 1 or more.')
    .max(maxPage, `Must be ${maxPage} or less.`)
    .default(1);

export const paginationMetaSchema = z
  .object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
  })
  .openapi('PaginationMeta');

export const perLocaleText = z.object({ fr: z.string(), en: z.string() });

export const errorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi('Error');

export const errorResponses = {
  404: {
    description: 'Unknown board or id, or an offer that is not live on this board.',
    content: { 'application/json': { schema: errorSchema } },
  },
  422: {
    description: 'Invalid parameters, with messages per field.',
    content: { 'application/json': { schema: errorSchema } },
  },
} as const;
