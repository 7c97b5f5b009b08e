import { z } from 'zod';
import { currentPasswordField, emailField, newPasswordField } from '../auth';
import type { ValidationMessageKey } from '../validation-messages';

/**
 * The operators' console forms, shared by the API and the console pages. A code is six digits
 * from the authenticator app or a recovery code (`ABCD-EFGH-JKMN-PQRS`); which one is settled by
 * the service, so the form has one field.
 */
const msg = (key: ValidationMessageKey) => ({ error: key });

export const operatorCodeField = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
  .trim()
  .min(1, msg('required'))
  .max(32, msg('invalid'));

/**
 * At sign-in a missing code is not a form error but the service's 401 "a code is required": the
 * answer must not differ from a wrong code's, nor tell whether the password was right.
 */
export const operatorLoginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
  code: z.string(msg('invalid')).trim().max(32, msg('invalid')).default(''),
});
export type OperatorLoginInput = z.output<typeof operatorLoginSchema>;

/** The enrolment link's token: base64url, as `randomSecret` makes them. */
export const enrolmentTokenField = z
  .string()
  .min(16, msg('invalid'))
  .max(128, msg('invalid'))
  .regex(/^[A-Za-z0-9_-]+$/, msg('invalid'));

export const operatorEnrolmentSchema = z.object({
  token: enrolmentTokenField,
  password: newPasswordField,
  code: operatorCodeField,
});
export type OperatorEnrolmentInput = z.output<typeof operatorEnrolmentSchema>;
