import { and, eq } from 'drizzle-orm';
import { applications } from '@jobboard/db/schema/candidates';
import { interviews } from '@jobboard/db/schema/hiring';
import type { InterviewAnswerInput, InterviewDto } from '../../contracts/interviews';
import { DomainError } from '../../errors';
import type { ProfileContext } from '../profile/profile-context';
import { interviewDto } from './interview-dto';

const mine = (ctx: ProfileContext) =>
  and(eq(applications.userId, ctx.userId), eq(applications.board, ctx.board));

/** The interviews proposed on the candidate's applications on this board (cancelled ones too). */
export async function myInterviews(ctx: ProfileContext): Promise<InterviewDto[]> {
  const rows = await ctx.db
    .select({ interview: interviews })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(mine(ctx));
  return rows.map((r) => interviewDto(r.interview));
}

/**
 * The candidate accepts or declines the interview of one of their own applications. The same
 * answer twice is the same outcome (no error on a double click); a cancelled interview takes none.
 */
export async function answerInterview(
  ctx: ProfileContext,
  applicationId: number,
  input: InterviewAnswerInput,
): Promise<InterviewDto> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ interview: interviews })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .where(and(eq(interviews.applicationId, applicationId), mine(ctx)))
      .for('update', { of: interviews });
    if (!found) throw DomainError.notFound();
    const current = found.interview;
    if (current.cancelledAt) throw DomainError.conflict('interview_cancelled');
    if (current.answer === input.answer) return interviewDto(current);
    const [row] = await tx
      .update(interviews)
      .set({ answer: input.answer, answeredAt: ctx.now })
      .where(eq(interviews.id, current.id))
      .returning();
    if (!row) throw new Error('interview update returned no row');
    return interviewDto(row);
  });
}
