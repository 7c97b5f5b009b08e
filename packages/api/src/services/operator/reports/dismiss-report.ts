import { and, eq, inArray } from 'drizzle-orm';
import { offerReports } from '@jobboard/db/schema/moderation';
import type { DismissReportInput } from '../../../contracts/operator/moderation';
import { DomainError } from '../../../errors';
import { recordAudit } from '../audit/record-audit';
import type { OperatorRow } from '../operator-account';
import type { OperatorContext } from '../operator-context';
import { operatorBoards } from '../scopes';

/**
 * Closes one open report as not founded, with the audit line, in one transaction. A report of a
 * board the operator does not see is a 404, as an unknown one; one already handled is a 409.
 */
export async function dismissReport(
  ctx: OperatorContext,
  operator: OperatorRow,
  reportId: number,
  input: DismissReportInput,
): Promise<void> {
  const boards = operatorBoards(operator, ctx.boardKeys);
  if (boards.length === 0) throw DomainError.notFound();
  await ctx.db.transaction(async (tx) => {
    const [report] = await tx
      .select({ id: offerReports.id, board: offerReports.board, status: offerReports.status })
      .from(offerReports)
      .where(and(eq(offerReports.id, reportId), inArray(offerReports.board, boards)));
    if (!report) throw DomainError.notFound();
    const closed = await tx
      .update(offerReports)
      .set({ status: 'dismissed', resolvedAt: ctx.now })
      .where(and(eq(offerReports.id, report.id), eq(offerReports.status, 'open')))
      .returning({ id: offerReports.id });
    // Handled already, or by another operator a moment ago.
    if (closed.length === 0) throw DomainError.conflict();
    await recordAudit(tx, {
      operator,
      action: 'dismiss_report',
      board: report.board,
      target: { type: 'report', id: report.id },
      reason: input.reason,
      now: ctx.now,
    });
  });
}
