import { z } from '@hono/zod-openapi';
import { boardPathParam, localeSchema, pageSchema, perLocaleText } from './common';

export const attributeTypeSchema = z.enum([
  'category',
  'experience',
  'schedule',
  'certification',
  'specialization',
  'education',
  'skill',
]);

export const offerAttributeSchema = z
  .object({
    id: z.number().int(),
    /** The spec's lists carry `_id` too. */
    _id: z.number().int(),
    type: attributeTypeSchema,
    label: perLocaleText,
    slug: perLocaleText,
  })
  .openapi('OfferAttribute');
export type OfferAttributeDto = z.infer<typeof offerAttributeSchema>;

export const groupedAttributesSchema = z
  .record(attributeTypeSchema, z.array(offerAttributeSchema))
  .openapi('OfferAttributesByType');

export const boardAttributesResponse = z.object({ data: z.array(offerAttributeSchema) });
export const boardParams = z.object({ board: boardPathParam });

export const experienceSchema = z
  .object({ id: z.number().int(), label: perLocaleText })
  .openapi('Experience');
export const experiencesResponse = z.object({ data: z.array(experienceSchema) });

export const NOC_PAGE_SIZE = 10;
export const nocQuery = z.object({
  page: pageSchema(1000),
  title: z.string().trim().max(100, 'text_too_long').optional(),
  lang: localeSchema.optional(),
  jobboard: z.string().max(64).optional(),
});
export const nocTitleSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    title_fr: z.string(),
    title_en: z.string(),
  })
  .openapi('NocJobTitle');
export const nocResponse = z.object({ data: z.array(nocTitleSchema), total: z.number().int() });
