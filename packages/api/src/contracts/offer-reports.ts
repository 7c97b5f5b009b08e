import { z } from 'zod';
import { offerReportReasons } from '@jobboard/db/schema/moderation';
import type { ValidationMessageKey } from './validation-messages';

const msg = (key: ValidationMessageKey) => ({ error: key });
const typed = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid'),
};

export { offerReportReasons };
export type { OfferReportReason } from '@jobboard/db/schema/moderation';

/**
 * "Report this offer", validated by the API and the page's form alike. "Other" needs a few words
 * to be actionable; the address is optional (a visitor who wants no answer leaves none).
 */
export const offerReportRequestSchema = z
  .object({
    reason: z.enum(offerReportReasons, {
      error: (issue) => (issue.input === undefined ? 'required' : 'report_reason_invalid'),
    }),
    details: z.string(typed).trim().max(2000, msg('report_details_too_long')).optional(),
    email: z
      .string(typed)
      .trim()
      .max(254, msg('email_too_long'))
      .pipe(z.union([z.literal(''), z.email(msg('email_invalid'))]))
      .optional(),
  })
  .superRefine((report, ctx) => {
    if (report.reason === 'other' && !report.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'report_details_required' });
    }
  });

export type OfferReportRequestInput = z.input<typeof offerReportRequestSchema>;
export type OfferReportRequest = z.output<typeof offerReportRequestSchema>;

/** The reasons as the form offers them and the confirmation mail repeats them. */
export const offerReportReasonLabels: Record<
  (typeof offerReportReasons)[number],
  { fr: string; en: string }
> = {
  scam: {
    fr: 'Arnaque ou frais demandés au candidat',
    en: 'Scam, or the candidate is asked to pay',
  },
  discriminatory: { fr: 'Contenu discriminatoire', en: 'Discriminatory content' },
  wrong_information: { fr: 'Information erronée', en: 'Wrong information' },
  expired_or_filled: { fr: 'Offre expirée ou déjà pourvue', en: 'Expired or already filled' },
  other: { fr: 'Autre raison', en: 'Another reason' },
};
