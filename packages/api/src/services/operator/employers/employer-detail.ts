import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { Database } from '@jobboard/db/client';
import { DomainError } from '../../../errors';
import type { Executor } from '../../executor';
import type { OperatorContext } from '../operator-context';
import type { OperatorScope } from '../scopes';
import { operatorBoards } from '../scopes';
import { boardArray, teamBoards, teamInScopeSql } from './team-boards';

/** Enough for a console page; a team with more offers or payments is read in the employer's own pages. */
const LIST_LIMIT = 200;

export interface EmployerDetailDto {
  id: number;
  name: string;
  /** The team's boards the operator may see. */
  boards: string[];
  verified: boolean;
  verified_at: string | null;
  suspended: boolean;
  suspended_at: string | null;
  suspension_reason: string | null;
  created_at: string;
  members: {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    language: 'fr' | 'en';
    email_verified: boolean;
    permissions: string[];
  }[];
  companies: { id: number; name: string; name_fr: string | null; name_en: string | null }[];
  offers: {
    id: number;
    title: string;
    status: string;
    company_name: string | null;
    /** The boards it is published on, among the operator's. */
    boards: string[];
    created_at: string;
  }[];
  payments: {
    id: number;
    offer_id: number;
    boards: string[];
    amount_total: number;
    currency: string;
    status: string;
    created_at: string;
    paid_at: string | null;
  }[];
  /** Open reports on the team's offers, on the operator's boards. */
  open_reports: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/**
 * The team row when it is within the operator's scope, else a 404 (an unknown team and another
 * board's team answer alike). `lock` takes a row lock, for the actions.
 */
export async function scopedTeam(
  db: Executor,
  ctx: OperatorContext,
  operator: OperatorScope,
  teamId: number,
  lock = false,
) {
  const [team] = await queryRows<{
    id: number;
    name: string;
    board: string | null;
    verified_at: Date | string | null;
    suspended_at: Date | string | null;
    suspension_reason: string | null;
    created_at: Date | string;
  }>(
    db as Database,
    sql`SELECT t.id, t.name, t.board, t.verified_at, t.suspended_at, t.suspension_reason, t.created_at
      FROM teams t WHERE t.id = ${teamId}
      AND ${teamInScopeSql(sql`t.id`, operator, ctx.boardKeys)}
      ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!team) throw DomainError.notFound();
  return { ...team, id: Number(team.id) };
}

/** GET /operator/employers/{id}: the team, its members, companies, offers, payments and reports. */
export async function employerDetail(
  ctx: OperatorContext,
  operator: OperatorScope,
  teamId: number,
): Promise<EmployerDetailDto> {
  const team = await scopedTeam(ctx.db, ctx, operator, teamId);
  const visible = operatorBoards(operator, ctx.boardKeys);
  const inScope = boardArray(visible);
  const nameOf = (fr: string, en: string) =>
    ctx.locale === 'fr' ? sql.raw(`coalesce(${fr}, ${en})`) : sql.raw(`coalesce(${en}, ${fr})`);
  const teamOffers = sql`(SELECT o.id FROM offers o LEFT JOIN companies c ON c.id = o.company_id
    WHERE coalesce(o.team_id, c.team_id) = ${teamId})`;
  const [boards, members, companies, offers, payments, reports] = await Promise.all([
    teamBoards(ctx.db, teamId, ctx.boardKeys),
    queryRows<EmployerDetailDto['members'][number] & { email_verified_at: unknown }>(
      ctx.db,
      sql`SELECT u.id, u.first_name, u.last_name, u.email, u.language::text AS language,
          u.email_verified_at,
          ARRAY(SELECT p.name FROM user_permissions up JOIN permissions p ON p.id = up.permission_id
            WHERE up.user_id = u.id ORDER BY p.name) AS permissions
        FROM users u WHERE u.team_id = ${teamId} AND u.guard = 'ats' ORDER BY u.id`,
    ),
    queryRows<{ id: number; name: string | null; name_fr: string | null; name_en: string | null }>(
      ctx.db,
      sql`SELECT c.id, ${nameOf('c.name_fr', 'c.name_en')} AS name, c.name_fr, c.name_en
        FROM companies c WHERE c.team_id = ${teamId} ORDER BY c.id`,
    ),
    queryRows<{
      id: number;
      title: string | null;
      status: string;
      company_name: string | null;
      boards: string[];
      created_at: Date | string;
    }>(
      ctx.db,
      sql`SELECT o.id, o.status::text AS status, o.created_at,
          (SELECT oc.title FROM offer_contents oc WHERE oc.offer_id = o.id
            ORDER BY (oc.language::text = ${ctx.locale}) DESC, (oc.language = o.primary_language) DESC
            LIMIT 1) AS title,
          ${nameOf('c.name_fr', 'c.name_en')} AS company_name,
          ARRAY(SELECT op.board FROM offer_publications op WHERE op.offer_id = o.id
            ORDER BY op.board) AS boards
        FROM offers o LEFT JOIN companies c ON c.id = o.company_id
        WHERE o.id IN ${teamOffers} ORDER BY o.id DESC LIMIT ${LIST_LIMIT}`,
    ),
    queryRows<{
      id: number;
      offer_id: number;
      boards: string[];
      amount_total: number;
      currency: string;
      status: string;
      created_at: Date | string;
      paid_at: Date | string | null;
    }>(
      ctx.db,
      // Another board's payment is none of this operator's business.
      sql`SELECT p.id, p.offer_id, p.boards, p.amount_total, p.currency, p.status, p.created_at,
          p.paid_at
        FROM payments p WHERE p.team_id = ${teamId}
        ${operator.allBoards ? sql`` : sql`AND (p.boards || p.board) && ${inScope}`}
        ORDER BY p.id DESC LIMIT ${LIST_LIMIT}`,
    ),
    queryRows<{ open: number | string }>(
      ctx.db,
      sql`SELECT count(*) AS open FROM offer_reports r
        WHERE r.status = 'open' AND r.offer_id IN ${teamOffers} AND ARRAY[r.board] <@ ${inScope}`,
    ),
  ]);
  const shown = (list: string[]) => visible.filter((key) => list.includes(key));
  return {
    id: team.id,
    name: team.name,
    boards: shown(boards),
    verified: team.verified_at !== null,
    verified_at: isoOrNull(team.verified_at),
    suspended: team.suspended_at !== null,
    suspended_at: isoOrNull(team.suspended_at),
    suspension_reason: team.suspension_reason,
    created_at: iso(team.created_at),
    members: members.map(({ email_verified_at, ...m }) => ({
      ...m,
      id: Number(m.id),
      email_verified: email_verified_at !== null,
    })),
    companies: companies.map((c) => ({ ...c, id: Number(c.id), name: c.name ?? '' })),
    offers: offers.map((o) => ({
      id: Number(o.id),
      title: o.title ?? '',
      status: o.status,
      company_name: o.company_name,
      boards: shown(o.boards),
      created_at: iso(o.created_at),
    })),
    payments: payments.map((p) => ({
      id: Number(p.id),
      offer_id: Number(p.offer_id),
      boards: p.boards,
      amount_total: Number(p.amount_total),
      currency: p.currency,
      status: p.status,
      created_at: iso(p.created_at),
      paid_at: isoOrNull(p.paid_at),
    })),
    open_reports: Number(reports[0]?.open ?? 0),
  };
}
