import { z } from '@hono/zod-openapi';
import {
  screeningQuestionTypes,
  type StoredScreeningQuestion,
} from '@jobboard/db/schema/screening';

const msg = (key: string) => ({ error: key });

export const SCREENING_QUESTIONS_MAX = 5;
export const SCREENING_LABEL_MAX = 200;
export const SCREENING_CHOICE_MAX = 100;
export const SCREENING_CHOICES_MIN = 2;
export const SCREENING_CHOICES_MAX = 6;
export const SCREENING_UNIT_MAX = 30;
/** A short text answer (and a short text's expected answer). */
export const SCREENING_TEXT_MAX = 300;
export const SCREENING_NUMBER_MAX = 1_000_000;
export { screeningQuestionTypes };
export type ScreeningQuestionDto = StoredScreeningQuestion;

const text = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string(msg('invalid')).trim().max(max, msg('screening_text_too_long')),
  );
const bilingual = (max: number) => z.object({ fr: text(max), en: text(max) }, msg('invalid'));

/** '3,5' or '3.5' or 3.5: the wizard's field is text. */
export function readScreeningNumber(v: unknown): number | null {
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'string' && v.trim() !== ''
        ? Number(v.trim().replace(/\s/g, '').replace(',', '.'))
        : Number.NaN;
  return Number.isFinite(n) && Math.abs(n) <= SCREENING_NUMBER_MAX ? n : null;
}

const expectedProblem = (q: {
  type: (typeof screeningQuestionTypes)[number];
  expected: string;
  choices: unknown[];
}): boolean => {
  if (q.type === 'yes_no') return q.expected !== 'yes' && q.expected !== 'no';
  if (q.type === 'single_choice') {
    const i = Number(q.expected);
    return !/^\d+$/.test(q.expected) || i >= q.choices.length;
  }
  if (q.type === 'number') return readScreeningNumber(q.expected) === null;
  return q.expected.length > SCREENING_TEXT_MAX;
};

/**
 * One question as the wizard sends it. Both languages are required (the offer shows on a
 * bilingual board, and the candidate reads their own language); an `id` keeps an existing
 * question's identity, a new one gets its id when saved.
 */
export const screeningQuestionSchema = z
  .object({
    id: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .string(msg('invalid'))
        .regex(/^[A-Za-z0-9_-]{1,40}$/, msg('invalid'))
        .optional(),
    ),
    type: z.enum(screeningQuestionTypes, msg('invalid')),
    label: bilingual(SCREENING_LABEL_MAX),
    choices: z.array(bilingual(SCREENING_CHOICE_MAX), msg('invalid')).default([]),
    unit: bilingual(SCREENING_UNIT_MAX).nullable().optional(),
    knockout: z.boolean(msg('invalid')).default(false),
    expected: z.preprocess(
      (v) =>
        v === '' || v === null || v === undefined ? null : typeof v === 'number' ? String(v) : v,
      z.string(msg('invalid')).trim().nullable(),
    ),
  })
  .superRefine((q, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    for (const lang of ['fr', 'en'] as const) {
      if (q.label?.[lang] === '') issue(['label', lang], 'screening_label_required');
    }
    if (q.type === 'single_choice') {
      const choices = q.choices ?? [];
      if (choices.length < SCREENING_CHOICES_MIN || choices.length > SCREENING_CHOICES_MAX) {
        issue(['choices'], 'screening_choices_count');
      }
      choices.forEach((choice, i) => {
        for (const lang of ['fr', 'en'] as const) {
          if (choice?.[lang] === '') issue(['choices', i, lang], 'screening_choice_required');
        }
      });
    }
    if (q.knockout === true) {
      if (q.expected === null || q.expected === undefined || q.expected === '') {
        issue(['expected'], 'screening_expected_required');
      } else if (
        typeof q.expected === 'string' &&
        expectedProblem({ type: q.type, expected: q.expected, choices: q.choices ?? [] })
      ) {
        issue(['expected'], 'screening_expected_invalid');
      }
    }
  })
  .transform((q): Omit<StoredScreeningQuestion, 'id'> & { id?: string } => ({
    id: q.id,
    type: q.type,
    label: q.label,
    choices: q.type === 'single_choice' ? q.choices : [],
    unit: q.type === 'number' && q.unit && (q.unit.fr || q.unit.en) ? q.unit : null,
    knockout: q.knockout,
    expected: !q.knockout
      ? null
      : q.type === 'number'
        ? String(readScreeningNumber(q.expected))
        : q.expected,
  }));

/** The specifications step's list: absent keeps the offer's questions as they are. */
export const screeningQuestionsField = z
  .array(screeningQuestionSchema, msg('invalid'))
  .max(SCREENING_QUESTIONS_MAX, msg('screening_too_many'))
  .optional();
export type ScreeningQuestionInput = z.output<typeof screeningQuestionSchema>;

/** What an apply request sends: one value per question (a multipart form sends it as JSON). */
export const screeningAnswersField = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v ?? [];
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z
    .array(
      z.object(
        {
          question_id: z.string(msg('invalid')).max(40, msg('invalid')),
          value: z.union(
            [z.string().max(10_000, msg('screening_answer_too_long')), z.number(), z.boolean()],
            msg('screening_answer_invalid'),
          ),
        },
        msg('invalid'),
      ),
      msg('invalid'),
    )
    .max(20, msg('invalid')),
);
export type ScreeningAnswerInput = z.output<typeof screeningAnswersField>[number];

const bilingualText = z.object({ fr: z.string(), en: z.string() });

/** An answer as the employer reads it: the question as it was asked, and what was answered. */
export const screeningAnswerSchema = z
  .object({
    question_id: z.string(),
    question: z.object({
      type: z.enum(screeningQuestionTypes),
      label: bilingualText,
      choices: z.array(bilingualText),
      unit: bilingualText.nullable(),
      knockout: z.boolean(),
      expected: z.string().nullable(),
    }),
    /** yes_no: 'yes' | 'no'; single_choice: the choice's position; number; short_text. */
    value: z.union([z.string(), z.number()]),
    mismatch: z.boolean(),
  })
  .openapi('ScreeningAnswer');
export type ScreeningAnswerDto = z.infer<typeof screeningAnswerSchema>;

/** The employer's list filter: the applications a knockout answer flagged, or the others. */
export const screeningFilters = ['mismatch', 'match'] as const;
