import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { teams, users } from '@jobboard/db/schema/accounts';
import { sessions } from '@jobboard/db/schema/auth';
import { queryRows } from '@jobboard/db/query';
import type {
  SuspendEmployerInput,
  VerifyEmployerInput,
} from '../../../contracts/operator/employers';
import { DomainError } from '../../../errors';
import type { Executor } from '../../executor';
import { enqueueMails, type EnqueueMail } from '../../mail/enqueue-mail';
import { takeOffBoards } from '../../publishing/publication-writes';
import { recordAudit } from '../audit/record-audit';
import type { OperatorRow } from '../operator-account';
import type { OperatorContext } from '../operator-context';
import { scopedTeam } from './employer-detail';
import { teamBoards } from './team-boards';

type Team = Awaited<ReturnType<typeof scopedTeam>>;

/**
 * One audit line per board the team is of: the action concerns each of them (a suspension takes
 * its offers off every board), so each board's operators read it in their log. A team of no board
 * (seen by an operator of every board) gets one line about no board.
 */
async function auditTeam(
  tx: Executor,
  ctx: OperatorContext,
  operator: OperatorRow,
  boards: string[],
  action: 'verify_employer' | 'unverify_employer' | 'suspend_employer' | 'reinstate_employer',
  team: Team,
  reason: string | null = null,
) {
  for (const board of boards.length > 0 ? boards : [null]) {
    await recordAudit(tx, {
      operator,
      action,
      board,
      target: { type: 'team', id: team.id },
      reason,
      now: ctx.now,
    });
  }
}

/** The team's members with their language: the mails go to each of them. */
const teamMembers = (tx: Executor, teamId: number) =>
  tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.teamId, teamId), eq(users.guard, 'ats')));

/** The board whose brand the team's mail carries: the one it signed up on, else its first. */
function mailBoard(ctx: OperatorContext, team: Team, boards: string[]): string {
  if (team.board && ctx.boardKeys.includes(team.board)) return team.board;
  return boards[0] ?? ctx.boardKeys[0]!;
}

/** POST /operator/employers/{id}/verify: the badge on its public company pages, on or off. */
export async function verifyEmployer(
  ctx: OperatorContext,
  operator: OperatorRow,
  teamId: number,
  input: VerifyEmployerInput,
): Promise<{ id: number; verified: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const team = await scopedTeam(tx, ctx, operator, teamId, true);
    // Verifying again keeps the first date: the badge says since when the team is checked.
    await tx
      .update(teams)
      .set({
        verifiedAt: input.verified ? sql`coalesce(${teams.verifiedAt}, ${ctx.now})` : null,
      })
      .where(eq(teams.id, teamId));
    // The public company pages read the team's flag live; the search read model holds no badge.
    const boards = await teamBoards(tx, teamId, ctx.boardKeys);
    await auditTeam(
      tx,
      ctx,
      operator,
      boards,
      input.verified ? 'verify_employer' : 'unverify_employer',
      team,
    );
    return { id: teamId, verified: input.verified };
  });
}

/**
 * POST /operator/employers/{id}/suspend: every offer of the team off every board (and out of
 * search, in the same transaction), its members' sessions ended, a mail with the reason to each
 * of them in their language, the audit lines; from then on its members' sign-in is refused and
 * publishing too. Suspending a suspended team is a 409.
 */
export async function suspendEmployer(
  ctx: OperatorContext,
  operator: OperatorRow,
  teamId: number,
  input: SuspendEmployerInput,
): Promise<{ id: number; suspended: true; offers_unpublished: number; sessions_ended: number }> {
  return ctx.db.transaction(async (tx) => {
    const team = await scopedTeam(tx, ctx, operator, teamId, true);
    if (team.suspended_at !== null) throw DomainError.conflict('employer_already_suspended');
    // Read before the offers come down: the publications are part of what makes the boards.
    const boards = await teamBoards(tx, teamId, ctx.boardKeys);
    await tx
      .update(teams)
      .set({ suspendedAt: ctx.now, suspensionReason: input.reason })
      .where(eq(teams.id, teamId));

    const published = await queryRows<{ id: number }>(
      tx as Database,
      sql`SELECT DISTINCT o.id FROM offers o LEFT JOIN companies c ON c.id = o.company_id
        JOIN offer_publications op ON op.offer_id = o.id
        WHERE coalesce(o.team_id, c.team_id) = ${teamId} ORDER BY o.id`,
    );
    for (const offer of published) await takeOffBoards(tx, Number(offer.id), ctx.now);

    const members = await teamMembers(tx, teamId);
    const ended =
      members.length > 0
        ? await tx
            .delete(sessions)
            .where(
              inArray(
                sessions.userId,
                members.map((m) => m.id),
              ),
            )
            .returning({ id: sessions.id })
        : [];

    const board = mailBoard(ctx, team, boards);
    const mails: EnqueueMail<'employer-suspended'>[] = members.map((member) => ({
      board,
      to: member.email,
      locale: member.language,
      template: 'employer-suspended',
      payload: { teamName: team.name, reason: input.reason },
    }));
    await enqueueMails(tx, mails);
    await auditTeam(tx, ctx, operator, boards, 'suspend_employer', team, input.reason);
    return {
      id: teamId,
      suspended: true,
      offers_unpublished: published.length,
      sessions_ended: ended.length,
    };
  });
}

/**
 * POST /operator/employers/{id}/reinstate: lifts the suspension; members may sign in and publish
 * again. The offers taken down stay unpublished: the team chooses what goes back online (a paid
 * period still running makes republishing free). Reinstating a team not suspended is a 409.
 */
export async function reinstateEmployer(
  ctx: OperatorContext,
  operator: OperatorRow,
  teamId: number,
): Promise<{ id: number; suspended: false }> {
  return ctx.db.transaction(async (tx) => {
    const team = await scopedTeam(tx, ctx, operator, teamId, true);
    if (team.suspended_at === null) throw DomainError.conflict('employer_not_suspended');
    const boards = await teamBoards(tx, teamId, ctx.boardKeys);
    await tx
      .update(teams)
      .set({ suspendedAt: null, suspensionReason: null })
      .where(and(eq(teams.id, teamId), isNotNull(teams.suspendedAt)));
    const board = mailBoard(ctx, team, boards);
    const mails: EnqueueMail<'employer-reinstated'>[] = (await teamMembers(tx, teamId)).map(
      (member) => ({
        board,
        to: member.email,
        locale: member.language,
        template: 'employer-reinstated',
        payload: { teamName: team.name },
      }),
    );
    await enqueueMails(tx, mails);
    await auditTeam(tx, ctx, operator, boards, 'reinstate_employer', team);
    return { id: teamId, suspended: false };
  });
}
