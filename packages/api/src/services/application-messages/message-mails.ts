import { eq } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import type { applications } from '@jobboard/db/schema/candidates';
import type { MessageSender } from '@jobboard/db/schema/hiring';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { Database } from '@jobboard/db/client';
import type { Executor } from '../executor';
import { offerTitles } from '../applications/offer-titles';
import { candidateManagers } from '../applications/record-application';
import { enqueueMails, type EnqueueMail } from '../mail/enqueue-mail';

type Row = typeof applications.$inferSelect;

/**
 * The mail of a new message, in the writer's transaction: to the candidate in the language they
 * applied in when the team writes; to each team member who manages candidates, in their own
 * language, when the candidate writes.
 */
export async function mailOtherSide(
  tx: Executor,
  row: Row,
  from: MessageSender,
  body: string,
): Promise<void> {
  if (row.userId === null) return;
  const [candidate] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!candidate) return;
  const offerIn = async (locale: Locale) =>
    (await offerTitles({ db: tx as Database, board: row.board, locale }, [row.offerId])).get(
      row.offerId,
    );
  const mail = async (to: string, locale: Locale): Promise<EnqueueMail<'application-message'>> => {
    const offer = await offerIn(locale);
    return {
      board: row.board,
      to,
      locale,
      template: 'application-message',
      payload: {
        from,
        candidateName: from === 'candidate' ? `${candidate.firstName} ${candidate.lastName}` : null,
        firstName: from === 'employer' ? candidate.firstName : null,
        offerId: row.offerId,
        offerTitle: offer?.title ?? '',
        companyName: offer?.company ?? null,
        body,
      },
    };
  };
  const mails =
    from === 'employer'
      ? [await mail(candidate.email, row.language)]
      : await Promise.all(
          (await candidateManagers(tx, row.offerId)).map((m) => mail(m.email, m.language)),
        );
  await enqueueMails(tx, mails);
}
