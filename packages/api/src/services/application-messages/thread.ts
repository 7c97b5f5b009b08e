import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { users } from '@jobboard/db/schema/accounts';
import type { applications } from '@jobboard/db/schema/candidates';
import { applicationMessages, type MessageSender } from '@jobboard/db/schema/hiring';
import type {
  MessageInput,
  MessageThreadDto,
  ThreadMessageDto,
} from '../../contracts/application-messages';
import { DomainError } from '../../errors';
import type { Executor } from '../executor';
import { hitRateLimit } from '../rate-limit/hit-rate-limit';
import { mailOtherSide } from './message-mails';

export type ApplicationRecord = typeof applications.$inferSelect;

/** A lively exchange is a few messages a minute; twenty in ten minutes is a script. */
export const messageRateLimit = { limit: 20, windowMs: 10 * 60_000 };

export interface Writer {
  side: MessageSender;
  userId: number;
}

const other = (side: MessageSender): MessageSender =>
  side === 'employer' ? 'candidate' : 'employer';

function messageDto(
  m: typeof applicationMessages.$inferSelect,
  reader: MessageSender,
): ThreadMessageDto {
  return {
    id: m.id,
    from: m.sender,
    mine: m.sender === reader,
    // The candidate hears from "the employer", not from a member of its staff by name.
    author: reader === 'candidate' && m.sender === 'employer' ? null : m.authorName,
    body: m.body,
    created_at: m.createdAt.toISOString(),
    read_at: m.readAt?.toISOString() ?? null,
  };
}

/** Withdrawn, or nobody left to write to: the thread is kept to read, not to write in. */
function readOnlyReason(row: ApplicationRecord) {
  if (row.status === 'withdrawn') return 'message_thread_withdrawn' as const;
  if (row.userId === null) return 'message_thread_candidate_gone' as const;
  return null;
}

/** The thread as one side reads it, oldest first, with what that side has not opened yet. */
export async function readThread(
  db: Executor,
  row: ApplicationRecord,
  reader: MessageSender,
): Promise<MessageThreadDto> {
  const rows = await db
    .select()
    .from(applicationMessages)
    .where(eq(applicationMessages.applicationId, row.id))
    .orderBy(asc(applicationMessages.createdAt), asc(applicationMessages.id));
  return {
    messages: rows.map((m) => messageDto(m, reader)),
    unread: rows.filter((m) => m.sender !== reader && m.readAt === null).length,
    read_only: readOnlyReason(row) !== null,
  };
}

/** The reader opened the thread: what the other side wrote is read (for the whole team). */
export async function markThreadRead(
  db: Executor,
  row: ApplicationRecord,
  reader: MessageSender,
  now: Date,
): Promise<{ unread: number }> {
  await db
    .update(applicationMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(applicationMessages.applicationId, row.id),
        ne(applicationMessages.sender, reader),
        isNull(applicationMessages.readAt),
      ),
    );
  return { unread: 0 };
}

/** Unread messages from the other side, per application (zero ones left out). */
export async function unreadCounts(
  db: Executor,
  applicationIds: readonly number[],
  reader: MessageSender,
): Promise<Map<number, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ applicationId: applicationMessages.applicationId, n: count() })
    .from(applicationMessages)
    .where(
      and(
        inArray(applicationMessages.applicationId, [...applicationIds]),
        eq(applicationMessages.sender, other(reader)),
        isNull(applicationMessages.readAt),
      ),
    )
    .groupBy(applicationMessages.applicationId);
  return new Map(rows.map((r) => [r.applicationId, Number(r.n)]));
}

async function personName(tx: Executor, userId: number): Promise<string> {
  const [me] = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return me ? `${me.first} ${me.last}`.trim() : '';
}

/**
 * One message into the thread, and its mail to the other side in the same transaction (both or
 * neither). Refused on a read-only thread (409) and past the writer's rate (429); the rate is
 * counted before the write so concurrent posts cannot slip past it.
 */
export async function writeMessage(
  db: Database,
  row: ApplicationRecord,
  writer: Writer,
  input: MessageInput,
  now: Date,
): Promise<ThreadMessageDto> {
  const reason = readOnlyReason(row);
  if (reason) throw DomainError.conflict(reason);
  const limit = await hitRateLimit(
    db,
    { key: `application-message:${writer.userId}`, ...messageRateLimit },
    now,
  );
  if (!limit.allowed) throw DomainError.rateLimited(limit.retryAfterSeconds);
  return db.transaction(async (tx) => {
    const authorName = await personName(tx, writer.userId);
    const [message] = await tx
      .insert(applicationMessages)
      .values({
        applicationId: row.id,
        sender: writer.side,
        authorId: writer.userId,
        authorName,
        body: input.body,
        createdAt: now,
      })
      .returning();
    if (!message) throw new Error('message insert returned no row');
    await mailOtherSide(tx, row, writer.side, input.body);
    return messageDto(message, writer.side);
  });
}
