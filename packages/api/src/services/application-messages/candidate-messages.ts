import { and, eq } from 'drizzle-orm';
import { applications } from '@jobboard/db/schema/candidates';
import type { MessageInput } from '../../contracts/application-messages';
import { DomainError } from '../../errors';
import type { ProfileContext } from '../profile/profile-context';
import { markThreadRead, readThread, writeMessage } from './thread';

/** The candidate's own application on this board; anyone else's is a 404 as an unknown id. */
async function ownApplication(ctx: ProfileContext, id: number) {
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

export async function candidateThread(ctx: ProfileContext, id: number) {
  return readThread(ctx.db, await ownApplication(ctx, id), 'candidate');
}

export async function readCandidateThread(ctx: ProfileContext, id: number) {
  return markThreadRead(ctx.db, await ownApplication(ctx, id), 'candidate', ctx.now);
}

export async function writeToTeam(ctx: ProfileContext, id: number, input: MessageInput) {
  const row = await ownApplication(ctx, id);
  return writeMessage(ctx.db, row, { side: 'candidate', userId: ctx.userId }, input, ctx.now);
}
