import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages';

/** The console's employers: search, verification and suspension, for the API and the pages. */
const msg = (key: ValidationMessageKey) => ({ error: key });
const typed = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid'),
};

/** Search by team name, member e-mail or company name; empty lists the newest teams. */
export const employersQuerySchema = z.object({
  q: z.string().trim().max(200, msg('invalid')).optional(),
  page: z.coerce
    .number(msg('number_invalid'))
    .int(msg('number_invalid'))
    .min(1, msg('page_invalid'))
    .max(1000, msg('page_invalid'))
    .default(1),
});
export type EmployersQuery = z.output<typeof employersQuerySchema>;

export const verifyEmployerSchema = z.object({ verified: z.boolean(typed) });
export type VerifyEmployerInput = z.output<typeof verifyEmployerSchema>;

/** Suspending: the reason is required, the team's members read it in the mail. */
export const suspendEmployerSchema = z.object({
  reason: z
    .string(typed)
    .trim()
    .min(1, { ...msg('required'), abort: true })
    .min(3, msg('operator_reason_too_short'))
    .max(1000, msg('operator_reason_too_long')),
});
export type SuspendEmployerInput = z.output<typeof suspendEmployerSchema>;
export type SuspendEmployerFormInput = z.input<typeof suspendEmployerSchema>;
