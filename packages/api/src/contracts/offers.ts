import { z } from '@hono/zod-openapi';
import { offerAttributeSchema } from './attributes';
import {
  boardPathParam,
  idListSchema,
  idSchema,
  localeSchema,
  pageSchema,
  paginationMetaSchema,
} from './common';
import { companyIdentityFields } from './companies';
import {
  cityFilterPattern,
  filterTextMax,
  MAX_OFFER_PAGE,
  MAX_RADIUS_KM,
  maxSalaryFilter,
  NEAR_MAX,
  OFFERS_PER_PAGE,
  offerSortValues,
  parseNear,
  publishedWithinValues,
  salaryPeriodValues,
} from './offer-filter-rules';

export { MAX_OFFER_PAGE, OFFERS_PER_PAGE, publishedWithinValues };

/** The search filters, validated and converted (id lists to `number[]`) by the rules file. */
export const offerFiltersQuery = z.object({
  title: z.string().max(filterTextMax.title, 'text_too_long').optional(),
  /** A company id, or part of its name. */
  company: z.string().max(filterTextMax.company, 'text_too_long').optional(),
  /** A city id or slug. */
  city: z
    .string()
    .max(filterTextMax.city, 'text_too_long')
    .regex(cityFilterPattern, 'city_invalid')
    .optional(),
  specialization: idListSchema.optional(),
  schedule: idListSchema.optional(),
  /** One attribute of any type (category, skill...) the offers must carry. */
  attribute: idSchema.optional(),
  published_at: z.enum(publishedWithinValues, 'choice_invalid').optional(),
  /** `relevance` (the default with text) or `date`, newest first (the default without). */
  sort: z.enum(offerSortValues, 'choice_invalid').optional(),
  /** Minimum pay (CAD) in `salary_period`; offers stating no pay are left out. */
  salary_min: z.coerce
    .number({ error: 'number_invalid' })
    .int('number_invalid')
    .min(1, 'number_too_small')
    .max(maxSalaryFilter.year, 'number_too_large')
    .optional(),
  /** `hour` or `year`; without it an amount of 1,000 or more is yearly, less is hourly. */
  salary_period: z.enum(salaryPeriodValues, 'choice_invalid').optional(),
  /**
   * Centre of a distance search: a place of Canada by its slug (`vancouver-bc`, from
   * `GET /places`) or its name as typed (`Vancouver`, `St-Jérôme`, `Lévis, QC`), or `lat,lng` in
   * decimal degrees. A name that matches no place is a 422 on `near` (`place_unmatched`), never a
   * search without it.
   */
  near: z
    .string()
    .max(NEAR_MAX, 'text_too_long')
    .refine((v) => parseNear(v) !== null, 'near_invalid')
    .optional()
    .openapi({ example: 'montreal-qc' }),
  /** Distance from `near` in km (default 25). */
  radius: z.coerce
    .number({ error: 'number_invalid' })
    .int('number_invalid')
    .min(1, 'number_too_small')
    .max(MAX_RADIUS_KM, 'number_too_large')
    .optional(),
});
/** What services take: the filters after the contract has checked and converted them. */
export type OfferFiltersInput = z.output<typeof offerFiltersQuery>;

export const offersQuery = offerFiltersQuery.extend({ page: pageSchema(MAX_OFFER_PAGE) });
export type OffersQuery = z.output<typeof offersQuery>;

export const companySummarySchema = z
  .object({
    ...companyIdentityFields,
    /** The employer's own site (http or https), when it gave one. */
    website: z.string().nullable(),
  })
  .openapi('CompanySummary');

const contentSchema = z.object({ title: z.string(), description: z.string().optional() });

export const offerSchema = z
  .object({
    id: z.number().int(),
    /** The slug of the response's language (`slugs[lg]`). */
    slug: z.string(),
    /** Each language's URL slug, for links and hreflang in the other language. */
    slugs: z.object({ fr: z.string(), en: z.string() }),
    title: z.string(),
    /** Rich text of the shown language; detail responses only. */
    description: z.string().optional(),
    /**
     * Why the job requires a language other than French (Charter of the French language), in the
     * reader's language or else French; detail responses of such offers only.
     */
    language_requirement: z.string().optional(),
    /** The language `title` (and `description`) are in, after falling back. */
    language: localeSchema,
    primary_language: localeSchema,
    contents: z.object({ fr: contentSchema.optional(), en: contentSchema.optional() }),
    is_confidential: z.boolean(),
    /** Null for a confidential offer: nothing about its company is ever sent. */
    company: companySummarySchema.nullable(),
    city: z.object({ id: z.number().int(), slug: z.string(), label: z.string() }).nullable(),
    /** Street address and coordinates; null for confidential offers (they locate the employer). */
    address: z.string().nullable(),
    /** Canadian postal code (`A1A 1A1`) of the workplace; null when none or confidential. */
    postal_code: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    salary: z
      .object({ min: z.number().nullable(), max: z.number().nullable(), period: z.string() })
      .nullable(),
    attributes: z.array(offerAttributeSchema),
    jobboards: z.array(z.object({ name: z.string() })),
    /** Featured on this board now (a paid upgrade): first in the default sort, labelled. */
    featured: z.boolean(),
    /** When the featured period on this board ends; null when the offer is not featured. */
    featured_until: z.string().nullable(),
    /** Distance in km from the search's `near` point; lists of distance searches only. */
    distance_km: z.number().optional(),
    has_applied: z.boolean(),
    /** Applications not withdrawn, on every board: a number only, nothing about who. */
    application_count: z.number().int().min(0),
    published_at: z.string(),
    expires_at: z.string().nullable(),
    created_at: z.string(),
    /**
     * When the position was filled: only on the offer's own page, for a week after (it says so,
     * with no Apply); a filled offer is in no list or search.
     */
    filled_at: z.string().optional(),
  })
  .openapi('Offer');
export type OfferDto = z.infer<typeof offerSchema>;

export const offerListResponse = z.object({
  data: z.array(offerSchema),
  meta: paginationMetaSchema,
});
export type OfferListDto = z.infer<typeof offerListResponse>;

export const offerResponse = z.object({ data: offerSchema });
export const offerDataListResponse = z.object({ data: z.array(offerSchema) });

export const boardOfferParams = z.object({
  board: boardPathParam,
  id: idSchema.openapi({ param: { name: 'id', in: 'path' }, example: 12 }),
});
export const similarOfferParams = z.object({
  board: boardPathParam,
  offerId: idSchema.openapi({ param: { name: 'offerId', in: 'path' }, example: 12 }),
});
export const legacyOfferParams = z.object({
  board: boardPathParam,
  lang: localeSchema.openapi({ param: { name: 'lang', in: 'path' } }),
  id: idSchema.openapi({ param: { name: 'id', in: 'path' }, example: 12 }),
});

export const featuredQuery = z.object({
  limit: z.coerce
    .number({ error: 'number_invalid' })
    .int('number_invalid')
    .min(1, 'number_too_small')
    .max(24, 'number_too_large')
    .default(6),
  city: offerFiltersQuery.shape.city,
  specialization: idListSchema.optional(),
});
export type FeaturedQuery = z.output<typeof featuredQuery>;

export const companyPagesQuery = z.object({ page: pageSchema(MAX_OFFER_PAGE) });
