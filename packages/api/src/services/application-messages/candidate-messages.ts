import type { MessageInput } from '../../contracts/application-messages';
import { ownApplication } from '../applications/own-application';
import type { ProfileContext } from '../profile/profile-context';
import { markThreadRead, readThread, writeMessage } from './thread';

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
