import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { queryRows } from '@jobboard/db/query';
import type { Executor } from '../../executor';
import type { OperatorScope } from '../scopes';
import { operatorBoards } from '../scopes';

/**
 * The boards a team is "of", for the console's scopes (issue 40). A team belongs to no board in
 * the data model (its members sign in on every board's host), so it is of each board where it
 * shows or has shown itself:
 * - the board it signed up on (`teams.board`), so a new team is found before it publishes;
 * - the boards its offers are published on, and those its payments were made from or paid for;
 * - the boards where its offers were reported;
 * - the boards of the console's audit lines about it: a suspended team has no publication left,
 *   and must stay in sight of the operators who suspended it, to be reinstated.
 * `team` is the SQL of the team's id (a column of the outer query, or a value).
 */
export function teamBoardsSql(team: SQL): SQL {
  return sql`ARRAY(
    SELECT tb.board FROM teams tb WHERE tb.id = ${team} AND tb.board IS NOT NULL
    UNION SELECT op.board FROM offer_publications op
      JOIN offers o ON o.id = op.offer_id LEFT JOIN companies c ON c.id = o.company_id
      WHERE coalesce(o.team_id, c.team_id) = ${team}
    UNION SELECT unnest(p.boards || p.board) FROM payments p WHERE p.team_id = ${team}
    UNION SELECT r.board FROM offer_reports r
      JOIN offers o ON o.id = r.offer_id LEFT JOIN companies c ON c.id = o.company_id
      WHERE coalesce(o.team_id, c.team_id) = ${team}
    UNION SELECT a.board FROM operator_audit_log a
      WHERE a.target_type = 'team' AND a.target_id = (${team})::text AND a.board IS NOT NULL
  )`;
}

/** A text[] literal of board keys, for `&&` and `<@`. */
export function boardArray(boards: readonly string[]): SQL {
  if (boards.length === 0) return sql`ARRAY[]::text[]`;
  return sql`ARRAY[${sql.join(
    boards.map((b) => sql`${b}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The condition that a team (its id's SQL) is within the operator's scope. An operator of every
 * board sees every team, a board-less one too (nothing of it is hidden from them); others see the
 * teams of their boards only.
 */
export function teamInScopeSql(team: SQL, operator: OperatorScope, served: readonly string[]): SQL {
  if (operator.allBoards) return sql`true`;
  return sql`(${teamBoardsSql(team)} && ${boardArray(operatorBoards(operator, served))})`;
}

/** The boards of one team, among those the deployment serves. */
export async function teamBoards(
  db: Executor,
  teamId: number,
  served: readonly string[],
): Promise<string[]> {
  const [row] = await queryRows<{ boards: string[] }>(
    db as Database,
    sql`SELECT ${teamBoardsSql(sql`${teamId}`)} AS boards`,
  );
  const boards = new Set(row?.boards ?? []);
  return served.filter((key) => boards.has(key));
}
