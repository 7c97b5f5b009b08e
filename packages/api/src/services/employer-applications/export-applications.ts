import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { ApplicationStatus } from '@jobboard/db/schema/candidates';
import type { StoredScreeningAnswer } from '@jobboard/db/schema/screening';
import type { Locale } from '@jobboard/tenancy/board-config';
import { BOARD_TIME_ZONE } from '@jobboard/tenancy/locales';
import { apiPath } from '../../contracts/api-paths';
import { inLocale, screeningAnswerText } from '../../contracts/screening-answer-text';
import type { EmployerContext } from '../employer-offers/employer-context';
import { teamOffer } from '../employer-offers/team-scope';
import { applicationsCsvWording } from './applications-csv-wording';
import { toCsv, zonedIso } from './csv-cells';

interface ExportRow {
  id: number;
  status: ApplicationStatus;
  created_at: string | Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  resume_name: string | null;
  resume_storage_key: string | null;
  screening_answers: StoredScreeningAnswer[] | string;
  screening_mismatch: boolean;
}

/** One cell: a line per question, "question: answer" in the reader's language. */
function answersCell(
  stored: StoredScreeningAnswer[] | string,
  locale: Locale,
  yesNo: { yes: string; no: string },
): string {
  const answers =
    typeof stored === 'string' ? (JSON.parse(stored) as StoredScreeningAnswer[]) : stored;
  return answers
    .map(
      (a) =>
        `${inLocale(a.question.label, locale)}${locale === 'fr' ? ' : ' : ': '}${screeningAnswerText(a, locale, yesNo)}`,
    )
    .join('\n');
}

export interface ApplicationsCsv {
  fileName: string;
  text: string;
}

/** `slug-applications-2026-11-28.csv`: ASCII letters, digits and dashes only. */
export function csvFileName(slug: string, label: string, day: string): string {
  const safe = slug
    .normalize('NFD')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${safe ? `${safe}-` : ''}${label}-${day}.csv`;
}

/**
 * GET .../employer/offer/{id}/applications.csv: every application of the team's offer (all
 * boards), oldest first, as a spreadsheet. The resume is a link to the employer's download
 * route, which asks for the same sign-in and permission: the file never leaves with the sheet.
 * An offer has at most a few thousand applications: the sheet is built in memory.
 */
export async function exportOfferApplications(
  ctx: EmployerContext,
  offerId: number,
  origin: string,
): Promise<ApplicationsCsv> {
  const offer = await teamOffer(ctx, offerId);
  const words = applicationsCsvWording[ctx.locale];
  const rows = await queryRows<ExportRow>(
    ctx.db,
    sql`SELECT a.id, a.status, a.created_at, u.first_name, u.last_name, u.email, u.phone_number,
          a.resume_name, a.resume_storage_key, a.screening_answers, a.screening_mismatch
        FROM applications a LEFT JOIN users u ON u.id = a.user_id
        WHERE a.offer_id = ${offerId}
        ORDER BY a.created_at ASC, a.id ASC`,
  );
  const lines = rows.map((r) => {
    // A deleted candidate's application keeps its date and status, nothing of the person.
    const deleted = r.first_name === null;
    const hasResume = !deleted && r.resume_name !== null && r.resume_storage_key !== null;
    const resumeUrl = hasResume
      ? `${origin}${apiPath(
          '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/resume',
          { board: ctx.board, id: offerId, applicationId: Number(r.id) },
        )}`
      : '';
    return [
      zonedIso(new Date(r.created_at), BOARD_TIME_ZONE),
      deleted ? words.deletedCandidate : (r.first_name ?? ''),
      deleted ? '' : (r.last_name ?? ''),
      deleted ? '' : (r.email ?? ''),
      deleted ? '' : (r.phone_number ?? ''),
      words.statuses[r.status],
      hasResume ? (r.resume_name ?? '') : '',
      resumeUrl,
      r.screening_mismatch ? words.unmet : '',
      deleted ? '' : answersCell(r.screening_answers, ctx.locale, words.yesNo),
    ];
  });
  const day = zonedIso(ctx.now, BOARD_TIME_ZONE).slice(0, 10);
  return {
    fileName: csvFileName(offer.slug, words.fileName, day),
    text: toCsv(words.header, lines),
  };
}
