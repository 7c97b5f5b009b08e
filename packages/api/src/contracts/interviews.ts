import { z } from '@hono/zod-openapi';
import { TZDate } from '@date-fns/tz';
import { BOARD_TIME_ZONE } from '@jobboard/tenancy/locales';
import { boardPathParam, idSchema } from './common';
import type { ValidationMessageKey } from './validation-messages';

const msg = (key: ValidationMessageKey) => ({ error: key });

export const INTERVIEW_MIN_MINUTES = 15;
export const INTERVIEW_MAX_MINUTES = 480;
export const INTERVIEW_PLACE_MAX_LENGTH = 300;
export const INTERVIEW_NOTE_MAX_LENGTH = 1_000;

export const interviewAnswerValues = ['accepted', 'declined'] as const;

/** A wall-clock date and time in the board's zone, as the instant it names. */
export function boardInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(new TZDate(y!, m! - 1, d!, h!, min!, BOARD_TIME_ZONE).getTime());
}

/** An instant as the board's wall clock: the form's `date` and `time`. */
export function boardWallClock(instant: Date): { date: string; time: string } {
  const at = new TZDate(instant.getTime(), BOARD_TIME_ZONE);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`,
    time: `${two(at.getHours())}:${two(at.getMinutes())}`,
  };
}

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string(msg('invalid')).trim().max(max, msg('invalid')).optional(),
  );

const videoUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string(msg('interview_url_invalid'))
    .trim()
    .max(2_000, msg('interview_url_invalid'))
    .refine((v) => {
      if (!URL.canParse(v)) return false;
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    }, msg('interview_url_invalid'))
    .optional(),
);

/**
 * An interview the team proposes (or changes): the date and time as the board's clock reads them
 * (`America/Toronto`; stored as an instant), a duration, and a place, a video link or both.
 */
export const interviewInputSchema = z
  .object({
    date: z
      .string(msg('required'))
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, msg('required')),
    time: z.string(msg('required')).regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('required')),
    duration_minutes: z.coerce
      .number(msg('interview_duration'))
      .int(msg('interview_duration'))
      .min(INTERVIEW_MIN_MINUTES, msg('interview_duration'))
      .max(INTERVIEW_MAX_MINUTES, msg('interview_duration')),
    place: optionalText(INTERVIEW_PLACE_MAX_LENGTH),
    video_url: videoUrl,
    note: optionalText(INTERVIEW_NOTE_MAX_LENGTH),
  })
  .superRefine((input, ctx) => {
    if (!input.place && !input.video_url) {
      ctx.addIssue({ code: 'custom', path: ['place'], message: 'interview_place_or_link' });
    }
    const at = boardInstant(input.date, input.time);
    if (Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'invalid' });
    } else if (at.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'interview_in_past' });
    }
  });
export type InterviewInput = z.output<typeof interviewInputSchema>;

export const interviewAnswerSchema = z.object({
  answer: z.enum(interviewAnswerValues, msg('invalid')),
});
export type InterviewAnswerInput = z.output<typeof interviewAnswerSchema>;

export const interviewSchema = z
  .object({
    id: z.number().int(),
    application_id: z.number().int(),
    /** The instant (UTC, ISO 8601). */
    starts_at: z.string(),
    /** The same, as the board's clock reads it (the form's fields). */
    date: z.string(),
    time: z.string(),
    time_zone: z.string(),
    duration_minutes: z.number().int(),
    place: z.string().nullable(),
    video_url: z.string().nullable(),
    note: z.string().nullable(),
    answer: z.enum(['pending', ...interviewAnswerValues]),
    answered_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    /** How many times it was changed or cancelled (the calendar's SEQUENCE). */
    sequence: z.number().int(),
    organiser: z.string(),
  })
  .openapi('Interview');
export type InterviewDto = z.infer<typeof interviewSchema>;

export const employerInterviewParams = z.object({
  board: boardPathParam,
  id: idSchema,
  applicationId: idSchema,
});
export const candidateInterviewParams = z.object({ board: boardPathParam, id: idSchema });
