import { z } from 'zod';
import { normalizePostalCode } from '../postal-code-rules';
import type { ValidationMessageKey } from '../validation-messages';

const msg = (key: ValidationMessageKey) => ({ error: key });
const typed = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid'),
};
const line = (max: number) =>
  z.string(typed).trim().min(1, msg('required')).max(max, msg('invalid'));
/** Blank means none: a form's empty field and an omitted key read the same. */
const blank = (v: unknown) =>
  v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v;

/** Registration numbers are read without their spaces and in capitals (123456789 RT 0001). */
const taxNumber = (pattern: RegExp, key: ValidationMessageKey) =>
  z.preprocess(
    (v) => {
      const value = blank(v);
      return typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value;
    },
    z.string(typed).max(40, msg(key)).regex(pattern, msg(key)).nullable(),
  );

export const provinces = [
  'QC',
  'ON',
  'NB',
  'NS',
  'PE',
  'NL',
  'MB',
  'SK',
  'AB',
  'BC',
  'YT',
  'NT',
  'NU',
] as const;

/**
 * Who the team's invoices are made out to. The tax numbers are optional (a buyer without them
 * simply cannot claim input tax credits), but when given they must have the registrations' shape.
 */
export const billingProfileSchema = z.object({
  legal_name: line(200),
  address_line1: line(200),
  address_line2: z.preprocess(blank, line(200).nullable()),
  city: line(120),
  province: z.enum(provinces, msg('invalid')),
  postal_code: z.string(typed).transform((v, ctx) => {
    const code = normalizePostalCode(v);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: v.trim() ? 'postal_code_invalid' : 'required' });
    return z.NEVER;
  }),
  gst_number: taxNumber(/^\d{9}RT\d{4}$/, 'gst_number_invalid'),
  qst_number: taxNumber(/^\d{10}TQ\d{4}$/, 'qst_number_invalid'),
});
export type BillingProfileInput = z.output<typeof billingProfileSchema>;

export interface BillingProfile {
  legal_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  province: (typeof provinces)[number];
  postal_code: string;
  gst_number: string | null;
  qst_number: string | null;
}
