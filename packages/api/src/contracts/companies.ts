import { z } from '@hono/zod-openapi';
import { boardPathParam, idSchema } from './common';

/** What names a company wherever it shows: its page, and the summary inside each offer. */
export const companyIdentityFields = {
  id: z.number().int(),
  /** The slug of the response's language (`slugs[lg]`). */
  slug: z.string(),
  /** Each language's URL slug, for links and hreflang in the other language. */
  slugs: z.object({ fr: z.string(), en: z.string() }),
  name: z.string(),
  name_fr: z.string().nullable(),
  name_en: z.string().nullable(),
  logo: z.string().nullable(),
};

export const companySchema = z
  .object({
    ...companyIdentityFields,
    description: z.string().nullable(),
    description_fr: z.string().nullable(),
    description_en: z.string().nullable(),
    video_fr: z.string().nullable(),
    video_en: z.string().nullable(),
    cover_image: z.string().nullable(),
    website: z.string().nullable(),
    /** One of the fixed ranges of `GET /api/ats/team-sizes`, as the employer chose it. */
    team_size: z.string().nullable(),
    /** An operator verified the employer behind the company (issue 40). */
    verified: z.boolean(),
  })
  .openapi('Company');
export type CompanyDto = z.infer<typeof companySchema>;

export const companyResponse = z.object({ data: companySchema });
export const companyParams = z.object({
  board: boardPathParam,
  id: idSchema.openapi({ param: { name: 'id', in: 'path' }, example: 3 }),
});
