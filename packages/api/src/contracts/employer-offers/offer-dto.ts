import { z } from '@hono/zod-openapi';
import { MAX_INT } from '../common';
import type { FunnelDto } from '../employer-applications';
import type { ScreeningQuestionDto } from '../screening-questions';
import type { PublicationProblem } from './quebec-rules';

/**
 * How my offers shows an offer: `expired`, `unpublished` and `filled` are derived (see
 * list-offers); `filled` wins over the others once the employer marked the position filled.
 */
export const employerOfferStatuses = [
  'draft',
  'published',
  'expired',
  'unpublished',
  'filled',
] as const;
export type EmployerOfferStatus = (typeof employerOfferStatuses)[number];

export const EMPLOYER_OFFERS_PER_PAGE = 15;
export const EMPLOYER_OFFERS_MAX_PAGE = 1000;

/** An offer as the wizard edits it: the three steps' fields, flat, plus what the server knows. */
export interface EmployerOfferDto {
  id: number;
  status: EmployerOfferStatus;
  /** When the position was marked filled (ISO), else null: reopening is possible for a week. */
  filled_at: string | null;
  boards: string[];
  /**
   * Boards where the publication is held for moderation (issue 40): not public until an
   * operator approves it, usually within one business day. Empty when none.
   */
  under_review: string[];
  company_id: number;
  company_name: { fr: string | null; en: string | null };
  is_confidential: boolean;
  primary_language: 'fr' | 'en';
  title_fr: string;
  title_en: string;
  description_fr: string;
  description_en: string;
  category_id: number | null;
  specialization_ids: number[];
  schedule_ids: number[];
  experience_id: number | null;
  education_ids: number[];
  certification_ids: number[];
  skill_ids: number[];
  city_id: number | null;
  place_id: string | null;
  address: string | null;
  /** `A1A 1A1`, or null when the employer gave none. */
  postal_code: string | null;
  salary_period: 'hour' | 'year' | null;
  salary_min: number | null;
  salary_max: number | null;
  tips: boolean;
  shifts: ('day' | 'evening' | 'night' | 'weekend')[];
  positions: number | null;
  start_date: string | null;
  application_deadline: string | null;
  apply_method: 'board' | 'url' | 'email';
  apply_url: string | null;
  apply_email: string | null;
  requires_other_language: boolean;
  language_reason_fr: string | null;
  language_reason_en: string | null;
  /** Asked on every apply path; each label and choice in both languages. */
  screening_questions: ScreeningQuestionDto[];
  created_at: string;
  updated_at: string;
  /** Empty when the offer may be published (French version, pay, dates: see quebec-rules). */
  publication_problems: PublicationProblem[];
}

export interface EmployerOfferRowDto {
  id: number;
  title: { fr: string | null; en: string | null };
  primary_language: 'fr' | 'en';
  company_id: number;
  company_name: { fr: string | null; en: string | null };
  status: EmployerOfferStatus;
  /** When the position was marked filled (ISO), else null. */
  filled_at: string | null;
  /** When its last board's period ends (ISO), else null: the Renew action shows near it. */
  expires_at: string | null;
  boards: string[];
  /**
   * Boards where the publication is held for moderation (issue 40): not public until an
   * operator approves it, usually within one business day. Empty when none.
   */
  under_review: string[];
  /** The featured period on the board of the request, while it runs (ISO), else null. */
  featured_until: string | null;
  applications_count: number;
  /** Lifetime views of the offer's page on every board (null: not known, never zero). */
  views_count: number | null;
  created_at: string;
  /** Views, apply clicks and applications, lifetime and last 7 days, per board. */
  funnel: FunnelDto;
}

const msg = (key: string) => ({ error: key });
const blank = (v: unknown) => (v === '' ? undefined : v);

export const employerOffersQuery = z.object({
  page: z.coerce
    .number(msg('invalid'))
    .int(msg('invalid'))
    .min(1, msg('invalid'))
    .max(EMPLOYER_OFFERS_MAX_PAGE, msg('invalid'))
    .default(1),
  status: z.preprocess(blank, z.enum(employerOfferStatuses, msg('invalid')).optional()),
  company_id: z.preprocess(
    blank,
    z.coerce.number(msg('invalid')).int().min(1).max(MAX_INT, msg('invalid')).optional(),
  ),
  title: z.preprocess(blank, z.string().trim().max(150, msg('invalid')).optional()),
});
export type EmployerOffersQuery = z.output<typeof employerOffersQuery>;

export const offerIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_INT)
    .openapi({ param: { name: 'id', in: 'path' }, example: 12 }),
});
