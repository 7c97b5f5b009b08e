import { z } from '@hono/zod-openapi';
import { applicationStatuses } from '@jobboard/db/schema/candidates';
import { emailField, nameField, newPasswordField, phoneField } from './auth';
import { chosenIdSchema, idSchema } from './common';
import { screeningAnswersField } from './screening-questions';
import type { ValidationMessageKey } from './validation-messages';

const msg = (key: ValidationMessageKey) => ({ error: key });

/**
 * The wording of the consent the apply forms show (Law 25: the purpose, stated, never
 * pre-ticked). Change the text in the messages and bump this: each application keeps the
 * version its candidate saw.
 */
export const APPLICATION_CONSENT_VERSION = '2026-11-23';

export const COVER_LETTER_MAX_LENGTH = 10_000;
export const APPLICATION_MESSAGE_MAX_LENGTH = 5_000;

/** Empty form fields mean "none". */
const optionalText = (max: number, key: ValidationMessageKey) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string(msg('invalid')).trim().max(max, msg(key)).optional(),
  );

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  idSchema.optional(),
);

const lgField = z.enum(['fr', 'en'], msg('invalid')).optional();

/** A box that must be ticked: `true` in JSON, `1`/`true`/`on` from a form. */
const consentField = z.preprocess(
  (v) => v === true || v === 'true' || v === '1' || v === 'on',
  z.literal(true, msg('consent_required')),
);

const resumeField = chosenIdSchema('resume_required');

/**
 * `POST .../offers/{id}/apply` by a signed-in candidate (JSON): `(lg, resume)` as spec section 7
 * names them; `resume_id`, the name this API used first, is still accepted.
 */
export const applySchema = z
  .object({
    lg: lgField,
    resume: resumeField.optional().openapi({ example: 12 }),
    /** The earlier name of `resume` (used when `resume` is absent). */
    resume_id: resumeField.optional().openapi({ deprecated: true }),
    cover_letter_id: optionalId,
    cover_letter_text: optionalText(COVER_LETTER_MAX_LENGTH, 'cover_letter_too_long'),
    message: optionalText(APPLICATION_MESSAGE_MAX_LENGTH, 'message_too_long'),
    /** Quick apply sends it too: the button states the purpose next to it. */
    consent: consentField,
    /** One per screening question of the offer (checked against them by the service). */
    answers: screeningAnswersField,
  })
  .transform(({ resume_id, ...input }, ctx) => {
    const resume = input.resume ?? resume_id;
    if (resume === undefined) {
      ctx.addIssue({ code: 'custom', path: ['resume'], message: 'resume_required' });
      return z.NEVER;
    }
    return { ...input, resume };
  });
export type ApplyInput = z.output<typeof applySchema>;

/**
 * `POST .../offers/{id}/apply-register` (multipart): the account, the consent and the resume
 * file (field `resume`) in one form.
 */
export const applyRegisterSchema = z.object({
  client: z.string(msg('invalid')).max(40, msg('invalid')).optional(),
  lg: lgField,
  first_name: nameField,
  last_name: nameField,
  email: emailField,
  /** Optional, checked as the profile's: it becomes the profile's phone number. */
  phone_number: phoneField,
  password: newPasswordField,
  consent: consentField,
  cover_letter_text: optionalText(COVER_LETTER_MAX_LENGTH, 'cover_letter_too_long'),
  message: optionalText(APPLICATION_MESSAGE_MAX_LENGTH, 'message_too_long'),
  /** The screening answers, as a JSON text (a form field). */
  answers: screeningAnswersField,
  resume: z
    .custom<File>((v) => v instanceof File, msg('file_required'))
    .refine((f) => f.size > 0, msg('file_empty'))
    .openapi({ type: 'string', format: 'binary' }),
});
export type ApplyRegisterInput = z.output<typeof applyRegisterSchema>;

/** A status change the candidate was told of by mail, with the employer's note to them. */
export const applicationNotificationSchema = z.object({
  status: z.enum(applicationStatuses),
  note: z.string().nullable(),
  notified_at: z.string(),
});
export type ApplicationNotificationDto = z.infer<typeof applicationNotificationSchema>;

export const applicationSchema = z
  .object({
    id: z.number().int(),
    offer_id: z.number().int(),
    board: z.string(),
    language: z.enum(['fr', 'en']),
    status: z.enum(applicationStatuses),
    created_at: z.string(),
    withdrawn_at: z.string().nullable(),
    resume_name: z.string().nullable(),
    cover_letter_name: z.string().nullable(),
    /** The notified status changes, oldest first (never the team's private notes). */
    notifications: z.array(applicationNotificationSchema),
    /** The employer's messages the candidate has not opened yet. */
    unread_messages: z.number().int(),
    offer: z
      .object({
        id: z.number().int(),
        slug: z.string(),
        title: z.string(),
        company: z.string().nullable(),
        city: z.string().nullable(),
        live: z.boolean(),
      })
      .nullable(),
  })
  .openapi('Application');
export type ApplicationDto = z.infer<typeof applicationSchema>;
