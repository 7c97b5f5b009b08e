import { z } from '@hono/zod-openapi';
import { MAX_INT } from '../common';

const msg = (key: string) => ({ error: key });
const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number(msg('invalid'))
    .int(msg('invalid'))
    .min(1, msg('invalid'))
    .max(MAX_INT, msg('invalid'))
    .optional(),
);

/** A skill is one skill attribute or one NOC job title, with a level from 1 to 5. */
export const skillInputSchema = z
  .object({
    attribute_id: optionalId,
    noc_job_title_id: optionalId,
    level: z.coerce
      .number(msg('level_invalid'))
      .int(msg('level_invalid'))
      .min(1, msg('level_invalid'))
      .max(5, msg('level_invalid')),
  })
  .superRefine((value, ctx) => {
    const chosen =
      Number(value.attribute_id !== undefined) + Number(value.noc_job_title_id !== undefined);
    if (chosen !== 1) {
      ctx.addIssue({ code: 'custom', path: ['skill'], message: 'skill_source_required' });
    }
  })
  .openapi('SkillInput');
export type SkillInput = z.output<typeof skillInputSchema>;

export const skillSchema = z
  .object({
    id: z.number().int(),
    attribute_id: z.number().int().nullable(),
    noc_job_title_id: z.number().int().nullable(),
    label: z.object({ fr: z.string(), en: z.string() }),
    level: z.number().int(),
  })
  .openapi('Skill');
export type SkillDto = z.infer<typeof skillSchema>;
