import { z } from 'zod';
import { operatorAuditActions } from '@jobboard/db/schema/operators';
import type { ValidationMessageKey } from '../validation-messages';

/** The console's report queue, rejection and audit log, shared by the API and the console pages. */
const msg = (key: ValidationMessageKey) => ({ error: key });
const typed = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid'),
};

export { operatorAuditActions };
export type { OperatorAuditAction } from '@jobboard/db/schema/operators';

const reasonText = z.string(typed).trim().max(1000, msg('operator_reason_too_long'));

/** Dismissing a report: a note is optional. */
export const dismissReportSchema = z.object({ reason: reasonText.optional() });
export type DismissReportInput = z.output<typeof dismissReportSchema>;

/** Rejecting an offer on one board: the reason is required, the team reads it in the mail. */
export const rejectOfferSchema = z.object({
  board: z.string(typed).trim().min(1, msg('required')).max(64, msg('invalid')),
  reason: reasonText.min(1, msg('required')),
});
export type RejectOfferInput = z.output<typeof rejectOfferSchema>;
export type RejectOfferFormInput = z.input<typeof rejectOfferSchema>;

/** Approving a held offer on one board. */
export const approveOfferSchema = z.object({
  board: z.string(typed).trim().min(1, msg('required')).max(64, msg('invalid')),
});
export type ApproveOfferInput = z.output<typeof approveOfferSchema>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('date_invalid'))
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), msg('date_invalid'));

/** The audit log's filters: days are UTC calendar days, both ends included. */
export const auditQuerySchema = z.object({
  board: z.string().max(64, msg('invalid')).optional(),
  action: z.enum(operatorAuditActions, msg('invalid')).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce
    .number(msg('number_invalid'))
    .int(msg('number_invalid'))
    .min(1, msg('page_invalid'))
    .max(1000, msg('page_invalid'))
    .default(1),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
