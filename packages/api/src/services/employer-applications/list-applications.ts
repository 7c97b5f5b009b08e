import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { StoredScreeningAnswer } from '@jobboard/db/schema/screening';
import { applicationStatuses } from '@jobboard/db/schema/candidates';
import {
  EMPLOYER_APPLICATIONS_PER_PAGE,
  type ApplicationSort,
  type EmployerApplicationDto,
  type EmployerApplicationsQuery,
} from '../../contracts/employer-applications';
import type { EmployerContext } from '../employer-offers/employer-context';
import { teamOffer } from '../employer-offers/team-scope';
import { offerTitles } from '../applications/offer-titles';
import { offerFunnel } from './funnel';
import { paginationMeta } from '../../contracts/pagination';

export interface ApplicationListRow {
  id: number;
  board: string;
  language: 'fr' | 'en';
  status: EmployerApplicationDto['status'];
  created_at: string | Date;
  withdrawn_at: string | Date | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  resume_name: string | null;
  resume_mime_type: string | null;
  resume_size_bytes: number | null;
  resume_storage_key: string | null;
  cover_letter_name: string | null;
  cover_letter_mime_type: string | null;
  cover_letter_size_bytes: number | null;
  cover_letter_storage_key: string | null;
  cover_letter_text: string | null;
  message: string | null;
  notes_count: number;
  screening_answers: StoredScreeningAnswer[] | string;
  screening_mismatch: boolean;
  unread_messages: number;
}

const iso = (v: string | Date) => new Date(v).toISOString();

/** A raw query's jsonb arrives parsed from node-postgres, as text from some drivers. */
const storedAnswers = (v: StoredScreeningAnswer[] | string): StoredScreeningAnswer[] =>
  typeof v === 'string' ? (JSON.parse(v) as StoredScreeningAnswer[]) : v;

/** What the employer sees of one application; an anonymised one keeps no name and no files. */
export function employerApplicationDto(row: ApplicationListRow): EmployerApplicationDto {
  const deleted = row.first_name === null;
  const file = (
    name: string | null,
    mime: string | null,
    size: number | null,
    key: string | null,
  ) =>
    !deleted && name && key
      ? { name, mime_type: mime ?? 'application/octet-stream', size: size ?? null }
      : null;
  return {
    id: Number(row.id),
    board: row.board,
    language: row.language,
    status: row.status,
    created_at: iso(row.created_at),
    withdrawn_at: row.withdrawn_at ? iso(row.withdrawn_at) : null,
    candidate: deleted
      ? null
      : {
          first_name: row.first_name ?? '',
          last_name: row.last_name ?? '',
          email: row.email ?? '',
        },
    resume: file(
      row.resume_name,
      row.resume_mime_type,
      row.resume_size_bytes,
      row.resume_storage_key,
    ),
    cover_letter: file(
      row.cover_letter_name,
      row.cover_letter_mime_type,
      row.cover_letter_size_bytes,
      row.cover_letter_storage_key,
    ),
    cover_letter_text: deleted ? null : row.cover_letter_text,
    message: deleted ? null : row.message,
    notes_count: Number(row.notes_count),
    screening_answers: deleted ? [] : storedAnswers(row.screening_answers),
    screening_mismatch: row.screening_mismatch,
    unread_messages: Number(row.unread_messages),
  };
}

/** `%`, `_` and `\` are the pattern's own characters: searched for as typed. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The words typed, each as a prefix ("somm" finds "sommelier"), all required, for the
 * applications' `search_document`; null when nothing typed is a word. Letters and digits only,
 * so nothing the user types is read as tsquery syntax.
 */
export function prefixQuery(q: string): string | null {
  const words = (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * The ids of the offer's applications matching a text search, each source through its own
 * index: the words of the resume, cover letter and message through the GIN index on
 * `search_document`, the candidate's names and e-mail (short, and only this offer's applicants)
 * as a substring. OR-ed in one WHERE, no index could answer and every resume was read.
 */
function searchMatches(offerId: number, q: string): SQL {
  const pattern = likePattern(q);
  const words = prefixQuery(q);
  const byPerson = sql`SELECT s.id FROM applications s JOIN users su ON su.id = s.user_id
    WHERE s.offer_id = ${offerId}
      AND ((su.first_name || ' ' || su.last_name) ILIKE ${pattern} OR su.email ILIKE ${pattern})`;
  if (!words) return byPerson;
  return sql`SELECT d.id FROM applications d
    WHERE d.offer_id = ${offerId}
      AND d.search_document @@ to_tsquery('simple_unaccent', ${words})
    UNION ${byPerson}`;
}

const statusRank = sql.raw(
  `array_position(ARRAY[${applicationStatuses.map((s) => `'${s}'`).join(',')}]::text[], a.status)`,
);

const orderBy: Record<ApplicationSort, SQL> = {
  date: sql`a.created_at DESC, a.id DESC`,
  date_asc: sql`a.created_at ASC, a.id ASC`,
  // Deleted candidates (no name) last.
  name: sql`lower(u.last_name) ASC NULLS LAST, lower(u.first_name) ASC NULLS LAST, a.id DESC`,
  status: sql`${statusRank} ASC, a.created_at DESC, a.id DESC`,
};

export const applicationColumns = sql`a.id, a.board, a.language, a.status, a.created_at, a.withdrawn_at,
  u.first_name, u.last_name, u.email,
  a.resume_name, a.resume_mime_type, a.resume_size_bytes, a.resume_storage_key,
  a.cover_letter_name, a.cover_letter_mime_type, a.cover_letter_size_bytes,
  a.cover_letter_storage_key, a.cover_letter_text, a.message,
  a.screening_answers, a.screening_mismatch,
  (SELECT count(*)::int FROM application_notes n WHERE n.application_id = a.id) AS notes_count,
  (SELECT count(*)::int FROM application_messages m WHERE m.application_id = a.id
     AND m.sender = 'candidate' AND m.read_at IS NULL) AS unread_messages`;

/**
 * GET .../employer/offer/{id}/applications: one page of the offer's applications (every board),
 * sorted and filtered, with the count per status and the offer's funnel.
 */
export async function listOfferApplications(
  ctx: EmployerContext,
  offerId: number,
  query: EmployerApplicationsQuery,
) {
  await teamOffer(ctx, offerId);
  const perPage = EMPLOYER_APPLICATIONS_PER_PAGE;
  const search = query.q ? searchMatches(offerId, query.q) : null;
  const where = sql.join(
    [
      sql`a.offer_id = ${offerId}`,
      query.status ? sql`a.status = ${query.status}` : undefined,
      search ? sql`a.id IN (${search})` : undefined,
      query.screening ? sql`a.screening_mismatch = ${query.screening === 'mismatch'}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` AND `,
  );
  // The page alone (the index on offer, date answers the default sort with LIMIT); totals come
  // from the count per status, and only a text search needs its own count.
  const [rows, counts, titles, funnel, searched] = await Promise.all([
    queryRows<ApplicationListRow>(
      ctx.db,
      // The page's ids first (narrow rows through the sort), then its columns: the wide texts
      // and the notes count are read for these 20 rows, not for every row sorted.
      sql`SELECT ${applicationColumns}
          FROM applications a LEFT JOIN users u ON u.id = a.user_id
          WHERE a.id IN (
            SELECT a.id FROM applications a LEFT JOIN users u ON u.id = a.user_id
            WHERE ${where}
            ORDER BY ${orderBy[query.sort]}
            LIMIT ${perPage} OFFSET ${(query.page - 1) * perPage})
          ORDER BY ${orderBy[query.sort]}`,
    ),
    queryRows<{ status: string; n: number; flagged: number }>(
      ctx.db,
      sql`SELECT status, count(*)::int AS n, count(*) FILTER (WHERE screening_mismatch)::int AS flagged
          FROM applications WHERE offer_id = ${offerId} GROUP BY status`,
    ),
    offerTitles(ctx, [offerId]),
    offerFunnel(ctx, offerId),
    search || query.screening
      ? queryRows<{ n: number }>(
          ctx.db,
          sql`SELECT count(*)::int AS n FROM applications a WHERE ${where}`,
        )
      : Promise.resolve(null),
  ]);
  const statuses = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]));
  const total = searched
    ? Number(searched[0]?.n ?? 0)
    : query.status
      ? (statuses[query.status] ?? 0)
      : Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    data: rows.map(employerApplicationDto),
    meta: {
      ...paginationMeta(query.page, perPage, total),
      statuses,
      screening_mismatches: counts.reduce((sum, c) => sum + Number(c.flagged), 0),
    },
    offer: { id: offerId, title: titles.get(offerId)?.title ?? '' },
    funnel,
  };
}
