import type { SecureLinkKind } from '@jobboard/db/schema/auth';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { Executor } from '../executor';
import { enqueueMail } from '../mail/enqueue-mail';
import type { UserRow } from './account-user';
import { issueSecureLink } from './secure-links';

const templateOf = {
  email_confirmation: 'email-confirmation',
  password_reset: 'password-reset',
} as const satisfies Record<SecureLinkKind, string>;

/**
 * A fresh link of one kind (voiding older ones) and its mail, board-branded and in the user's
 * language, in the caller's transaction: both are stored or neither is.
 */
export async function sendAccountLink(
  tx: Executor,
  ctx: { board: BoardConfig; now: Date },
  user: UserRow,
  kind: SecureLinkKind,
): Promise<void> {
  const link = await issueSecureLink(tx, { userId: user.id, kind, now: ctx.now });
  await enqueueMail(tx, {
    board: ctx.board.key,
    to: user.email,
    locale: user.language,
    template: templateOf[kind],
    payload: { firstName: user.firstName, ...link },
  });
}
