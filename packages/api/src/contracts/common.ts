import { z } from '@hono/zod-openapi';
import { MAX_INT, parseIdList } from './offer-filter-rules';
import type { ValidationMessageKey } from './validation-messages';

export { MAX_INT };

export const localeSchema = z.enum(['fr', 'en']);

export const boardPathParam = z
  .string()
  .max(64)
  .openapi({ param: { name: 'board', in: 'path' }, example: 'hospitality' });

/** A database id in a path or query: digits only, within int4, else 422. */
export const idSchema = z.coerce
  .number({ error: 'number_invalid' })
  .int('number_invalid')
  .min(1, 'id_invalid')
  .max(MAX_INT, 'number_too_large');

/** An id a form must have chosen: every failure reads as `key` (e.g. "Choose a resume."). */
export const chosenIdSchema = (key: ValidationMessageKey) =>
  z.coerce.number({ error: key }).int(key).min(1, key).max(MAX_INT, key);

/**
 * `1,2,3`: the spec's comma-joined ids, read into `number[]` (deduplicated; an empty value is
 * `[]`, no filter). Anything else, or an id past int4, is a 422.
 */
export const idListSchema = z
  .string()
  .transform((value, ctx) => {
    const ids = parseIdList(value, 'strict');
    if (ids === null) ctx.addIssue({ code: 'custom', message: 'ids_invalid' });
    return ids ?? [];
  })
  .openapi({ type: 'string', example: '12,14' });

export const pageSchema = (maxPage: number) =>
  z.coerce
    .number({ error: 'number_invalid' })
    .int('number_invalid')
    .min(1, 'page_invalid')
    .max(maxPage, 'page_invalid')
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
