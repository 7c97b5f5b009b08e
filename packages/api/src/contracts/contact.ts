import { z } from 'zod';
import type { ValidationMessageKey } from './validation-messages';

const msg = (key: ValidationMessageKey) => ({ error: key });
/** A missing value is "required"; a value of the wrong type is "invalid". */
const typed = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid'),
};
const requiredText = (max: number, tooLong: ValidationMessageKey) =>
  z.string(typed).trim().min(1, msg('required')).max(max, msg(tooLong));

/** The contact form, validated by the API and by the page's form alike. */
export const contactRequestSchema = z.object({
  name: requiredText(120, 'name_too_long'),
  email: z
    .string(typed)
    .trim()
    .min(1, msg('required'))
    .pipe(z.email(msg('email_invalid'))),
  subject: z
    .string(typed)
    .trim()
    .max(150, msg('subject_too_long'))
    // An empty subject is no subject; services store it as null.
    .optional(),
  message: z
    .string(typed)
    .trim()
    .min(1, msg('required'))
    .min(10, msg('message_too_short'))
    .max(5000, msg('message_too_long')),
});

export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;
