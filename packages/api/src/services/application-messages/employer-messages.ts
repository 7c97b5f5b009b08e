import type { MessageInput } from '../../contracts/application-messages';
import type { EmployerContext } from '../employer-offers/employer-context';
import { teamApplication } from '../employer-applications/team-application';
import { markThreadRead, readThread, writeMessage } from './thread';

/** The team's side of an application's thread; another team's application is a 404. */
export async function teamThread(ctx: EmployerContext, offerId: number, applicationId: number) {
  return readThread(ctx.db, await teamApplication(ctx, offerId, applicationId), 'employer');
}

export async function readTeamThread(ctx: EmployerContext, offerId: number, applicationId: number) {
  const row = await teamApplication(ctx, offerId, applicationId);
  return markThreadRead(ctx.db, row, 'employer', ctx.now);
}

export async function writeToCandidate(
  ctx: EmployerContext,
  offerId: number,
  applicationId: number,
  input: MessageInput,
) {
  const row = await teamApplication(ctx, offerId, applicationId);
  return writeMessage(ctx.db, row, { side: 'employer', userId: ctx.userId }, input, ctx.now);
}
