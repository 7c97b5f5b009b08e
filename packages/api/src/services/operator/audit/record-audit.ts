import { operatorAuditLog, type OperatorAuditAction } from '@jobboard/db/schema/operators';
import type { Executor } from '../../executor';

export interface AuditEntry {
  operator: { id: number; email: string };
  action: OperatorAuditAction;
  /** Null for what concerns no board (a sign-in). */
  board?: string | null;
  target?: { type: 'offer' | 'report' | 'team' | 'payment'; id: number | string } | null;
  reason?: string | null;
  now: Date;
}

/**
 * One line of the console's audit log. Callers pass their transaction: the line is written with
 * the action or not at all, so the log never shows what did not happen nor misses what did.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(operatorAuditLog).values({
    operatorId: entry.operator.id,
    operatorEmail: entry.operator.email,
    action: entry.action,
    board: entry.board ?? null,
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? String(entry.target.id) : null,
    reason: entry.reason || null,
    createdAt: entry.now,
  });
}
