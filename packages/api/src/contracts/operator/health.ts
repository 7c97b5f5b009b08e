import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages';

/** The board health dashboard's query, shared by the API and the console page. */
const msg = (key: ValidationMessageKey) => ({ error: key });

/** The periods the dashboard offers, in days (the last day is today, in Toronto). */
export const healthPeriods = [7, 30, 90] as const;
export type HealthPeriod = (typeof healthPeriods)[number];

/** `board`: a board key of the operator's, or `all` (every board of theirs). */
export const healthQuerySchema = z.object({
  board: z.string().trim().min(1, msg('invalid')).max(64, msg('invalid')).default('all'),
  days: z.coerce
    .number(msg('choice_invalid'))
    .refine(
      (value): value is HealthPeriod => (healthPeriods as readonly number[]).includes(value),
      {
        error: 'choice_invalid',
      },
    )
    .default(7),
});
export type HealthQuery = z.output<typeof healthQuerySchema>;
