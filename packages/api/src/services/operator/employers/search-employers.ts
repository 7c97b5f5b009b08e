import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { EmployersQuery } from '../../../contracts/operator/employers';
import type { OperatorContext } from '../operator-context';
import type { OperatorScope } from '../scopes';
import { operatorBoards } from '../scopes';
import { teamBoardsSql, teamInScopeSql } from './team-boards';

export const EMPLOYERS_PAGE_SIZE = 25;

export interface EmployerRowDto {
  id: number;
  name: string;
  /** The team's boards the operator may see. */
  boards: string[];
  member_count: number;
  /** Up to five company names, in the operator's language when the company has it. */
  company_names: string[];
  verified: boolean;
  suspended: boolean;
  created_at: string;
}

/** LIKE's own characters taken literally: a search for "50%" means the text. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Teams of the operator's boards, the newest first, whose name, a member's e-mail or a company's
 * name (either language) contains the words searched, ignoring case and accents.
 */
export async function searchEmployers(
  ctx: OperatorContext,
  operator: OperatorScope,
  query: EmployersQuery,
): Promise<{ rows: EmployerRowDto[]; total: number; page: number; perPage: number }> {
  const visible = operatorBoards(operator, ctx.boardKeys);
  const scope = teamInScopeSql(sql`t.id`, operator, ctx.boardKeys);
  const q = query.q?.trim();
  const pattern = q ? `%${likeEscaped(q)}%` : null;
  const folded = (column: string) =>
    sql`lower(unaccent(${sql.raw(column)})) LIKE lower(unaccent(${pattern}))`;
  const matches = pattern
    ? sql`(${folded('t.name')}
        OR EXISTS (SELECT 1 FROM users u WHERE u.team_id = t.id AND u.guard = 'ats' AND ${folded('u.email')})
        OR EXISTS (SELECT 1 FROM companies c WHERE c.team_id = t.id
          AND (${folded("coalesce(c.name_fr, '')")} OR ${folded("coalesce(c.name_en, '')")})))`
    : sql`true`;
  const where = sql`${scope} AND ${matches}`;
  const nameCol =
    ctx.locale === 'fr' ? 'coalesce(c.name_fr, c.name_en)' : 'coalesce(c.name_en, c.name_fr)';
  const [rows, counted] = await Promise.all([
    queryRows<{
      id: number;
      name: string;
      boards: string[];
      member_count: number | string;
      company_names: string[];
      verified_at: Date | string | null;
      suspended_at: Date | string | null;
      created_at: Date | string;
    }>(
      ctx.db,
      sql`SELECT t.id, t.name, t.verified_at, t.suspended_at, t.created_at,
          ${teamBoardsSql(sql`t.id`)} AS boards,
          (SELECT count(*) FROM users u WHERE u.team_id = t.id AND u.guard = 'ats') AS member_count,
          ARRAY(SELECT ${sql.raw(nameCol)} FROM companies c WHERE c.team_id = t.id
            AND ${sql.raw(nameCol)} IS NOT NULL ORDER BY c.id LIMIT 5) AS company_names
        FROM teams t WHERE ${where}
        ORDER BY t.id DESC
        LIMIT ${EMPLOYERS_PAGE_SIZE} OFFSET ${(query.page - 1) * EMPLOYERS_PAGE_SIZE}`,
    ),
    queryRows<{ total: number | string }>(
      ctx.db,
      sql`SELECT count(*) AS total FROM teams t WHERE ${where}`,
    ),
  ]);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      boards: visible.filter((key) => row.boards.includes(key)),
      member_count: Number(row.member_count),
      company_names: row.company_names,
      verified: row.verified_at !== null,
      suspended: row.suspended_at !== null,
      created_at: new Date(row.created_at).toISOString(),
    })),
    total: Number(counted[0]?.total ?? 0),
    page: query.page,
    perPage: EMPLOYERS_PAGE_SIZE,
  };
}
