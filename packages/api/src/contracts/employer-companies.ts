import { z } from '@hono/zod-openapi';
import { paginationMetaSchema } from './common';
import { richTextMaxHtmlChars } from './rich-text-rules';
import { teamSizeIds } from './team-size-rules';

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** An optional http(s) address; '' is "none". */
const optionalUrl = z
  .string()
  .trim()
  .max(500, 'url_too_long')
  .refine((v) => v === '' || isHttpUrl(v), 'url_invalid')
  .default('');

const name = z.string().trim().max(120, 'name_too_long').default('');

/** Rich text as typed; sanitised by the service before it is stored. */
const description = z.string().max(richTextMaxHtmlChars, 'description_too_long').default('');

/**
 * What an employer may write on a company (POST and PUT). Anything else in the body (`id`,
 * `team_id`, `slug`, `logo`...) is dropped: the team is the caller's, the slug comes from the
 * name, and images go through their own upload endpoint.
 */
export const companyInputSchema = z
  .object({
    name_fr: name,
    name_en: name,
    description_fr: description,
    description_en: description,
    video_fr: optionalUrl,
    video_en: optionalUrl,
    website: optionalUrl,
    team_size: z.union([z.enum(teamSizeIds, 'invalid'), z.literal('')]).default(''),
  })
  .superRefine((value, ctx) => {
    // Either language may be missing (section 3), not both.
    if (!value.name_fr && !value.name_en) {
      for (const path of ['name_fr', 'name_en'])
        ctx.addIssue({ code: 'custom', path: [path], message: 'company_name_required' });
    }
  })
  .openapi('CompanyInput');

export type CompanyInput = z.output<typeof companyInputSchema>;
export type CompanyFormValues = z.input<typeof companyInputSchema>;

export const employerCompanySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    name_fr: z.string().nullable(),
    name_en: z.string().nullable(),
    description_fr: z.string().nullable(),
    description_en: z.string().nullable(),
    video_fr: z.string().nullable(),
    video_en: z.string().nullable(),
    website: z.string().nullable(),
    team_size: z.string().nullable(),
    logo: z.string().nullable(),
    cover_image: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('EmployerCompany');

export type EmployerCompanyDto = z.infer<typeof employerCompanySchema>;

export const employerCompanyResponse = z.object({ data: employerCompanySchema });

export const employerCompanyListResponse = z.object({
  data: z.array(employerCompanySchema),
  meta: paginationMetaSchema,
});

export const teamSizeListResponse = z.object({
  data: z.array(z.object({ id: z.string(), label: z.string() })),
});

export const companyImageKindSchema = z.enum(['logo', 'cover'], 'image_kind_invalid');

export const companyImageUploadSchema = z.object({
  kind: companyImageKindSchema,
  file: z
    .custom<File>((v) => v instanceof File, { message: 'file_required' })
    .refine((f) => f.size > 0, { message: 'file_empty' })
    .openapi({ type: 'string', format: 'binary' }),
});
