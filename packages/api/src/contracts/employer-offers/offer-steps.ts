import { z } from '@hono/zod-openapi';
import { scheduleAttributeIds } from '@jobboard/db/schedule-attributes';
import { MAX_INT } from '../common';
import { normalizePostalCode } from '../postal-code-rules';
import { richTextMaxHtmlChars } from '../rich-text-rules';
import { screeningQuestionsField } from '../screening-questions';
import { minimumWageProblem, quebecToday, richTextIsEmpty } from './quebec-rules';

const msg = (key: string) => ({ error: key });

export const TITLE_MAX = 150;
/** Characters of HTML before sanitising (the shared rich-text rule: pasted Word is verbose). */
export const DESCRIPTION_MAX = richTextMaxHtmlChars;
export const LANGUAGE_REASON_MAX = 500;
export const HOURLY_MAX = 500;
export const YEARLY_MAX = 1_000_000;
export const offerSteps = ['details', 'attributes', 'specifications'] as const;
export type OfferStep = (typeof offerSteps)[number];
export const wizardShifts = ['day', 'evening', 'night', 'weekend'] as const;

/** Form fields send '' for "nothing chosen": read as absent. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const requiredId = (key: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number(msg(key)).int(msg(key)).min(1, msg(key)).max(MAX_INT, msg(key)),
  );

const optionalId = z.preprocess(
  blankToUndefined,
  z.coerce
    .number(msg('invalid'))
    .int(msg('invalid'))
    .min(1, msg('invalid'))
    .max(MAX_INT, msg('invalid'))
    .nullable()
    .optional(),
);

const idList = (max: number, minKey?: string) =>
  z
    .array(z.coerce.number(msg('invalid')).int(msg('invalid')).min(1, msg('invalid')).max(MAX_INT))
    .max(max, msg('too_many_choices'))
    .min(minKey ? 1 : 0, msg(minKey ?? 'invalid'))
    .transform((ids) => [...new Set(ids)]);

const title = z.string(msg('invalid')).trim().max(TITLE_MAX, msg('title_too_long')).default('');
const description = z
  .string(msg('invalid'))
  .max(DESCRIPTION_MAX, msg('offer_description_too_long'))
  .default('');

/** Step 1: company, texts per language, primary language. */
/**
 * Cross-field rules run even when another field failed (every error shows at once), but only on
 * an object: a `null` body is the object schema's own 422, not a TypeError (zod-to-openapi also
 * probes each schema with `null` while writing /api/openapi.json).
 */
const whenAnObject = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

export const offerDetailsSchema = z
  .object({
    company_id: requiredId('company_required'),
    is_confidential: z.boolean(msg('invalid')).default(false),
    primary_language: z.enum(['fr', 'en'], msg('invalid')).default('fr'),
    title_fr: title,
    title_en: title,
    description_fr: description,
    description_en: description,
  })
  .superRefine((v, ctx) => {
    // Either language may wait; the primary one may not. Publishing also needs French.
    // Runs even when another field failed (`when`), so every error shows at once.
    const lang = v.primary_language === 'en' ? 'en' : 'fr';
    if (typeof v[`title_${lang}`] === 'string' && !v[`title_${lang}`]) {
      ctx.addIssue({
        code: 'custom',
        path: [`title_${lang}`],
        message: 'title_required_primary',
      });
    }
    const text = v[`description_${lang}`];
    if ((typeof text === 'string' || text === undefined) && richTextIsEmpty(text)) {
      ctx.addIssue({
        code: 'custom',
        path: [`description_${lang}`],
        message: 'description_required_primary',
      });
    }
  }, whenAnObject)
  .openapi('OfferDetails');
export type OfferDetailsInput = z.output<typeof offerDetailsSchema>;

/** Step 2: the catalogue attributes the offer carries (ids are checked against it by the API). */
export const offerAttributesSchema = z
  .object({
    category_id: requiredId('category_required'),
    specialization_ids: idList(10, 'specializations_required'),
    schedule_ids: z
      .array(z.coerce.number(msg('invalid')))
      .min(1, msg('schedules_required'))
      .refine((ids) => ids.every((id) => (scheduleAttributeIds as number[]).includes(id)), {
        message: 'invalid',
      })
      .transform((ids) => [...new Set(ids)]),
    experience_id: optionalId,
    education_ids: idList(10),
    certification_ids: idList(20),
    skill_ids: idList(30),
  })
  .openapi('OfferAttributes');
export type OfferAttributesInput = z.output<typeof offerAttributesSchema>;

/** '16,10' or '16.10' or 16.1; blank is absent. */
const toAmount = (v: unknown) => {
  if (v === '' || v === null || v === undefined) return undefined;
  if (typeof v === 'string') return Number(v.trim().replace(/\s/g, '').replace(',', '.'));
  return v;
};

const amount = (missingKey: string) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? missingKey : 'salary_invalid') })
    .positive(msg('salary_invalid'))
    .finite(msg('salary_invalid'));

const day = z.preprocess(
  blankToUndefined,
  z
    .string(msg('date_invalid'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg('date_invalid'))
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), msg('date_invalid'))
    .nullable()
    .optional(),
);

/** Step 3: where, pay, shifts, dates and how to apply. */
export const offerSpecificationsSchema = z
  .object({
    city_id: requiredId('city_required'),
    /** A street address picked from the place search (Canada only); resolved again by the API. */
    place_id: z.preprocess(blankToUndefined, z.string().trim().max(320).nullable().optional()),
    /**
     * The workplace's Canadian postal code, optional (the spec names none; Google and Indeed
     * recommend it): stored as `A1A 1A1`, whatever the case and spacing typed.
     */
    postal_code: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : blankToUndefined(v)),
      z
        .string(msg('postal_code_invalid'))
        .transform((text, ctx) => {
          const code = normalizePostalCode(text);
          if (code) return code;
          ctx.addIssue({ code: 'custom', message: 'postal_code_invalid' });
          return z.NEVER;
        })
        .nullable()
        .optional(),
    ),
    salary_period: z.enum(['hour', 'year'], msg('invalid')).default('hour'),
    salary_min: z.preprocess(toAmount, amount('salary_required')),
    salary_max: z.preprocess(toAmount, amount('salary_invalid').nullable().optional()),
    tips: z.boolean(msg('invalid')).default(false),
    shifts: z
      .array(z.enum(wizardShifts, msg('invalid')))
      .default([])
      .transform((s) => [...new Set(s)]),
    positions: z.preprocess(
      blankToUndefined,
      z.coerce
        .number(msg('positions_invalid'))
        .int(msg('positions_invalid'))
        .min(1, msg('positions_invalid'))
        .max(999, msg('positions_invalid'))
        .default(1),
    ),
    start_date: day,
    application_deadline: day,
    apply_method: z.enum(['board', 'url', 'email'], msg('invalid')).default('board'),
    apply_url: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(2000, msg('apply_url_invalid'))
        .url(msg('apply_url_invalid'))
        .refine((u) => /^https?:\/\//i.test(u), msg('apply_url_invalid'))
        .nullable()
        .optional(),
    ),
    apply_email: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(254, msg('email_invalid'))
        .email(msg('email_invalid'))
        .nullable()
        .optional(),
    ),
    requires_other_language: z.boolean(msg('invalid')).default(false),
    language_reason_fr: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(LANGUAGE_REASON_MAX, msg('language_reason_too_long'))
        .nullable()
        .optional(),
    ),
    language_reason_en: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(LANGUAGE_REASON_MAX, msg('language_reason_too_long'))
        .nullable()
        .optional(),
    ),
    /** Up to five questions every apply path asks (issue 42); absent keeps the saved ones. */
    screening_questions: screeningQuestionsField,
  })
  .superRefine((v, ctx) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    const today = quebecToday();
    // Runs even when another field failed (`when`): each check looks at its own fields' types.
    if (
      typeof v.application_deadline === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(v.application_deadline) &&
      v.application_deadline < today
    ) {
      issue('application_deadline', 'deadline_past');
    }
    if (v.apply_method === 'url' && !v.apply_url) issue('apply_url', 'apply_url_invalid');
    if (v.apply_method === 'email' && !v.apply_email) issue('apply_email', 'email_invalid');
    if (v.requires_other_language === true && !v.language_reason_fr) {
      issue('language_reason_fr', 'language_reason_required');
    }
    const min = v.salary_min;
    if (
      typeof min !== 'number' ||
      !(min > 0) ||
      (v.salary_period !== 'hour' && v.salary_period !== 'year')
    )
      return;
    const cap = v.salary_period === 'year' ? YEARLY_MAX : HOURLY_MAX;
    const capKey = v.salary_period === 'year' ? 'salary_too_high_year' : 'salary_too_high_hour';
    if (min > cap) issue('salary_min', capKey);
    if (typeof v.salary_max === 'number') {
      if (v.salary_max > cap) issue('salary_max', capKey);
      else if (v.salary_max < min) issue('salary_max', 'salary_max_below_min');
    }
    const wage = minimumWageProblem(
      { salary_period: v.salary_period, salary_min: min, tips: v.tips === true },
      today,
    );
    if (wage && min <= cap) issue('salary_min', wage);
  }, whenAnObject)
  .openapi('OfferSpecifications');
export type OfferSpecificationsInput = z.output<typeof offerSpecificationsSchema>;

export const offerStepSchemas = {
  details: offerDetailsSchema,
  attributes: offerAttributesSchema,
  specifications: offerSpecificationsSchema,
} as const;

/**
 * PUT /api/ats/offers/{id}: one step at a time, named by `step`, with that step's fields.
 * Unknown keys (`status`, `team_id`, publication fields) are dropped by the step's contract:
 * publishing has its own endpoint.
 */
export const offerStepParamSchema = z.enum(offerSteps, msg('invalid'));
