import { and, count, desc, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { operatorAuditLog, type OperatorAuditAction } from '@jobboard/db/schema/operators';
import type { AuditQuery } from '../../../contracts/operator/moderation';
import type { OperatorContext } from '../operator-context';
import type { OperatorRow } from '../operator-account';
import { operatorBoards } from '../scopes';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditRowDto {
  id: number;
  operator_email: string;
  action: OperatorAuditAction;
  board: string | null;
  target_type: string | null;
  target_id: string | null;
  reason: string | null;
  created_at: string;
}

const DAY_MS = 86_400_000;
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The audit log as one operator may read it, newest first: rows of its boards, and rows about
 * no board (sign-ins) that are its own, or anyone's for an operator of every board.
 */
export async function listAudit(
  ctx: OperatorContext,
  operator: OperatorRow,
  query: AuditQuery,
): Promise<{ rows: AuditRowDto[]; total: number; page: number; perPage: number }> {
  const boards = operatorBoards(operator, ctx.boardKeys);
  const noBoard = operator.allBoards
    ? isNull(operatorAuditLog.board)
    : and(isNull(operatorAuditLog.board), eq(operatorAuditLog.operatorId, operator.id));
  const scope = boards.length > 0 ? or(inArray(operatorAuditLog.board, boards), noBoard) : noBoard;
  const filters: (SQL | undefined)[] = [scope];
  // A board outside the scope filters to nothing rather than telling it exists.
  if (query.board) filters.push(eq(operatorAuditLog.board, query.board));
  if (query.action) filters.push(eq(operatorAuditLog.action, query.action));
  if (query.from) filters.push(gte(operatorAuditLog.createdAt, startOf(query.from)));
  if (query.to)
    filters.push(lt(operatorAuditLog.createdAt, new Date(startOf(query.to).getTime() + DAY_MS)));
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(operatorAuditLog)
      .where(where)
      .orderBy(desc(operatorAuditLog.createdAt), desc(operatorAuditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    ctx.db.select({ total: count() }).from(operatorAuditLog).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      operator_email: row.operatorEmail,
      action: row.action,
      board: row.board,
      target_type: row.targetType,
      target_id: row.targetId,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    perPage: AUDIT_PAGE_SIZE,
  };
}
