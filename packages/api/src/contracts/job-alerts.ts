import { z } from 'zod';
import { jobAlertFrequencies } from '@jobboard/db/schema/job-alerts';
import { linkToken, subscriberEmail } from './newsletter';
import type { ValidationMessageKey } from './validation-messages';

const msg = (key: ValidationMessageKey) => ({ error: key });

export { jobAlertFrequencies };

/**
 * A new alert: the search page's query string as it stands (`title=...&city=...`), checked by
 * the same contract as the search. Visitors give an address; a signed-in candidate's is their
 * account's, so theirs is ignored.
 */
export const jobAlertCreateSchema = z.object({
  email: subscriberEmail.optional(),
  frequency: z.enum(jobAlertFrequencies, msg('invalid')),
  search: z.string(msg('invalid')).max(1000, msg('invalid')),
});

/** What the confirmation and unsubscribe pages post from their link's path. */
export const jobAlertTokenSchema = z.object({
  id: z.coerce
    .number(msg('invalid'))
    .int(msg('invalid'))
    .min(1, msg('invalid'))
    .max(2_147_483_647, msg('invalid')),
  token: linkToken,
});

export const jobAlertSchema = z.object({
  id: z.number().int(),
  frequency: z.enum(jobAlertFrequencies),
  /** The search's query string; the site builds the search link from it. */
  search: z.string(),
  confirmed: z.boolean(),
  created_at: z.string(),
});

export type JobAlertCreate = z.output<typeof jobAlertCreateSchema>;
export type JobAlertToken = z.output<typeof jobAlertTokenSchema>;
export type JobAlertDto = z.infer<typeof jobAlertSchema>;
