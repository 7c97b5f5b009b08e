import { z } from 'zod';
import type { ValidationMessageKey } from './validation-messages';

const msg = (key: ValidationMessageKey) => ({ error: key });
/** A missing value is "required"; a value of the wrong type is "invalid". */
const typed = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid'),
};

/** Addresses are compared case-insensitively: one subscription per mailbox, not per spelling. */
export const subscriberEmail = z
  .string(typed)
  .trim()
  .min(1, msg('required'))
  .max(254, msg('email_invalid'))
  .pipe(z.email(msg('email_invalid')))
  .transform((value) => value.toLowerCase());

/** The footer form, validated by the API and by the form alike. */
export const newsletterSubscribeSchema = z.object({ email: subscriberEmail });

/** 32 random bytes in base64url are 43 characters; anything else cannot be one of ours. */
export const linkToken = z
  .string(typed)
  .min(1, msg('required'))
  .regex(/^[A-Za-z0-9_-]{43}$/, msg('invalid'));

/** What the confirmation and unsubscribe pages post from their link's path. */
export const newsletterTokenSchema = z.object({ email: subscriberEmail, token: linkToken });

export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
export type NewsletterSubscribe = z.output<typeof newsletterSubscribeSchema>;
export type NewsletterToken = z.output<typeof newsletterTokenSchema>;
