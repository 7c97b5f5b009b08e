import { z } from 'zod';
import type { ValidationMessageKey } from './validation-messages';

/**
 * Account forms, validated by the API and by the pages' forms alike (zodResolver). Field names
 * follow the spec's snake_case API shapes. Messages are keys, translated on either side.
 */
const msg = (key: ValidationMessageKey) => ({ error: key });
const typed = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid'),
};

/** Long enough for any passphrase, short enough that argon2 is never fed megabytes. */
export const PASSWORD_MAX_LENGTH = 1024;
export const PASSWORD_MIN_LENGTH = 8;

export const emailField = z
  .string(typed)
  .trim()
  .min(1, msg('required'))
  .max(254, msg('email_too_long'))
  .pipe(z.email(msg('email_invalid')))
  // Stored lower-cased (users.email), so compare the same way.
  .transform((v) => v.toLowerCase());

/** A new password: any Unicode, spaces included (passphrases), never trimmed. */
export const newPasswordField = z
  .string(typed)
  .min(1, msg('required'))
  .min(PASSWORD_MIN_LENGTH, msg('password_too_short'))
  .max(PASSWORD_MAX_LENGTH, msg('password_too_long'));

/** A password typed to sign in: only the size cap, so the policy is not revealed here. */
export const currentPasswordField = z
  .string(typed)
  .min(1, msg('required'))
  .max(PASSWORD_MAX_LENGTH, msg('password_too_long'));

export const nameField = z
  .string(typed)
  .trim()
  .min(1, msg('required'))
  .max(120, msg('name_too_long'));

export const phoneField = z
  .string(typed)
  .trim()
  .max(30, msg('phone_invalid'))
  .regex(/^[+\d][\d\s().-]{6,}$|^$/, msg('phone_invalid'))
  .optional();

const withConfirmation = <T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'passwords_mismatch',
    });
  }
};

const confirmationField = z.string(typed).min(1, msg('required')).max(PASSWORD_MAX_LENGTH);

/**
 * What spec section 7 sends with sign-up and forgot-password: `client` (the calling app, kept
 * for nothing) and `lg`, the language of the account and its mails (else the request's).
 */
const clientFields = {
  client: z.string(msg('invalid')).max(40, msg('invalid')).optional(),
  lg: z.enum(['fr', 'en'], msg('invalid')).optional(),
};

export const candidateSignupSchema = z
  .object({
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    password: newPasswordField,
    password_confirmation: confirmationField,
    ...clientFields,
  })
  .superRefine(withConfirmation);

export const employerSignupSchema = z
  .object({
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    phone_number: phoneField,
    password: newPasswordField,
    password_confirmation: confirmationField,
    ...clientFields,
  })
  .superRefine(withConfirmation);

export const loginSchema = z.object({ email: emailField, password: currentPasswordField });

export const forgotPasswordSchema = z.object({ email: emailField, ...clientFields });

/** Selector and token as sent in links: base64url, bounded so junk is refused cheaply. */
const linkPart = z
  .string(typed)
  .min(1, msg('required'))
  .max(64, msg('invalid'))
  .regex(/^[A-Za-z0-9_-]+$/, msg('invalid'));

export const secureLinkSchema = z.object({ selector: linkPart, token: linkPart });

export const resetPasswordSchema = z
  .object({
    selector: linkPart,
    token: linkPart,
    password: newPasswordField,
    password_confirmation: confirmationField,
  })
  .superRefine(withConfirmation);

export const changePasswordSchema = z
  .object({
    current_password: currentPasswordField,
    password: newPasswordField,
    password_confirmation: confirmationField,
  })
  .superRefine(withConfirmation);

export const employerProfileSchema = z.object({
  first_name: nameField,
  last_name: nameField,
  phone_number: phoneField,
  language: z.enum(['fr', 'en'], msg('invalid')).optional(),
});

export type CandidateSignup = z.output<typeof candidateSignupSchema>;
export type EmployerSignup = z.output<typeof employerSignupSchema>;
export type LoginInput = z.output<typeof loginSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type EmployerProfileInput = z.output<typeof employerProfileSchema>;
