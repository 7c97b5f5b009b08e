import { and, eq } from 'drizzle-orm';
import { applications } from '@jobboard/db/schema/candidates';
import { DomainError } from '../../errors';
import type { ProfileContext } from '../profile/profile-context';

/** One of the candidate's own applications on this board; anyone else's is a 404 (nothing disclosed). */
export async function ownApplication(ctx: ProfileContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.id, id),
        eq(applications.userId, ctx.userId),
        eq(applications.board, ctx.board),
      ),
    );
  if (!row) throw DomainError.notFound();
  return row;
}
