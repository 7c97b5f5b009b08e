import { z } from '@hono/zod-openapi';
import { applicationStatuses } from '@jobboard/db/schema/candidates';
import { boardPathParam, idSchema, pageSchema, paginationMetaSchema } from './common';
import { screeningAnswerSchema, screeningFilters } from './screening-questions';
import type { ValidationMessageKey } from './validation-messages';

const msg = (key: ValidationMessageKey) => ({ error: key });

export const EMPLOYER_APPLICATIONS_PER_PAGE = 20;
export const APPLICATION_NOTE_MAX_LENGTH = 5_000;
/** One bulk change moves at most one page and a bit. */
export const BULK_STATUS_MAX = 100;

/** Every status, in pipeline order (the filter's list). */
export const pipelineStatuses = applicationStatuses;

export const applicationSorts = ['date', 'date_asc', 'name', 'status'] as const;
export type ApplicationSort = (typeof applicationSorts)[number];

/** What an employer may set; `withdrawn` is the candidate's own act. */
export const employerStatuses = [
  'new',
  'reviewed',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export type EmployerStatus = (typeof employerStatuses)[number];

/** Every status an employer sets may be told to the candidate by mail, when asked. */
export const mailedStatuses = employerStatuses;
export type MailedStatus = (typeof mailedStatuses)[number];

/** The note written to the candidate with a notified change (the mail and My applications). */
export const CANDIDATE_NOTE_MAX_LENGTH = 1_000;

/** Why a change asked to notify did not mail a candidate (the answer lists each). */
export const notNotifiedReasons = [
  'withdrawn',
  'candidate_deleted',
  'unchanged',
  'already_notified',
] as const;
export type NotNotifiedReason = (typeof notNotifiedReasons)[number];

export const offerApplicationsParams = z.object({ board: boardPathParam, id: idSchema });
export const offerApplicationParams = z.object({
  board: boardPathParam,
  id: idSchema,
  applicationId: idSchema,
});

export const employerApplicationsQuery = z.object({
  page: pageSchema(100_000),
  sort: z.enum(applicationSorts, msg('invalid')).default('date'),
  status: z.enum(applicationStatuses, msg('invalid')).optional(),
  /** Words searched in the name, the extracted resume text, the cover letter and the message. */
  q: z.string(msg('invalid')).trim().max(200, msg('invalid')).optional(),
  /** `mismatch`: the applications a knockout answer flagged ("does not meet the criteria"). */
  screening: z.enum(screeningFilters, msg('invalid')).optional(),
});
export type EmployerApplicationsQuery = z.output<typeof employerApplicationsQuery>;

export const statusChangeSchema = z.object({
  ids: z
    .array(idSchema, msg('invalid'))
    .min(1, msg('required'))
    .max(BULK_STATUS_MAX, msg('invalid')),
  status: z.enum(employerStatuses, msg('invalid')),
  /** Send the candidate the mail of this status, once per application and status. */
  notify: z.boolean(msg('invalid')).default(false),
  /** Optional private note of the team written with the change, on each application. */
  note: z.string(msg('invalid')).trim().max(APPLICATION_NOTE_MAX_LENGTH, msg('invalid')).optional(),
  /**
   * Optional plain text for the candidate, in the mail and in My applications (only with
   * `notify`). Blank is no note.
   */
  candidate_note: z
    .string(msg('invalid'))
    .trim()
    .max(CANDIDATE_NOTE_MAX_LENGTH, msg('candidate_note_too_long'))
    .optional(),
});
export type StatusChangeInput = z.output<typeof statusChangeSchema>;

export const statusChangeResultSchema = z.object({
  changed: z.array(z.number().int()),
  unchanged: z.array(z.number().int()),
  /** The applications whose candidate was mailed (and whose change My applications shows). */
  mailed: z.array(z.number().int()),
  /** With `notify`: the applications not mailed, and why. */
  not_notified: z.array(z.object({ id: z.number().int(), reason: z.enum(notNotifiedReasons) })),
});
export type StatusChangeResult = z.infer<typeof statusChangeResultSchema>;

export const noteSchema = z.object({
  body: z
    .string(msg('required'))
    .trim()
    .min(1, msg('required'))
    .max(APPLICATION_NOTE_MAX_LENGTH, msg('invalid')),
});
export type NoteInput = z.output<typeof noteSchema>;

const fileSchema = z
  .object({ name: z.string(), mime_type: z.string(), size: z.number().int().nullable() })
  .nullable();

export const employerApplicationSchema = z
  .object({
    id: z.number().int(),
    board: z.string(),
    language: z.enum(['fr', 'en']),
    status: z.enum(applicationStatuses),
    created_at: z.string(),
    withdrawn_at: z.string().nullable(),
    /** Null once the candidate deleted their account: the list says "deleted candidate". */
    candidate: z
      .object({ first_name: z.string(), last_name: z.string(), email: z.string() })
      .nullable(),
    resume: fileSchema,
    cover_letter: fileSchema,
    cover_letter_text: z.string().nullable(),
    message: z.string().nullable(),
    notes_count: z.number().int(),
    /** The screening answers with their questions as asked (none once the candidate left). */
    screening_answers: z.array(screeningAnswerSchema),
    /** A knockout answer missed its expected answer (decided when the candidate applied). */
    screening_mismatch: z.boolean(),
    /** The candidate's messages nobody of the team has opened yet. */
    unread_messages: z.number().int(),
  })
  .openapi('EmployerApplication');
export type EmployerApplicationDto = z.infer<typeof employerApplicationSchema>;

const funnelFigures = z.object({
  views: z.number().int(),
  apply_clicks: z.number().int(),
  applications: z.number().int(),
});
export const funnelSchema = z
  .object({
    offer_id: z.number().int(),
    lifetime: funnelFigures,
    last_7_days: funnelFigures,
    boards: z.array(
      z.object({ board: z.string(), lifetime: funnelFigures, last_7_days: funnelFigures }),
    ),
  })
  .openapi('OfferFunnel');
export type FunnelDto = z.infer<typeof funnelSchema>;
export type FunnelFigures = z.infer<typeof funnelFigures>;

export const employerApplicationsResponse = z.object({
  data: z.array(employerApplicationSchema),
  meta: paginationMetaSchema.extend({
    /** How many applications each status has (the filter's counts), whatever the filter. */
    statuses: z.record(z.string(), z.number().int()),
    /** How many applications a knockout answer flagged, whatever the filter. */
    screening_mismatches: z.number().int(),
  }),
  offer: z.object({ id: z.number().int(), title: z.string() }),
  funnel: funnelSchema,
});

export const historyEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['status', 'note']),
  actor: z.string(),
  from_status: z.enum(applicationStatuses).nullable(),
  to_status: z.enum(applicationStatuses).nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export const noteEntrySchema = z.object({
  id: z.number().int(),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export const applicationDetailSchema = z.object({
  data: employerApplicationSchema.extend({
    notes: z.array(noteEntrySchema),
    history: z.array(historyEntrySchema),
  }),
});
export type ApplicationDetailDto = z.infer<typeof applicationDetailSchema>['data'];
