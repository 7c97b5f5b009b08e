import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { devMailbox } from '@jobboard/db/schema/mail';

export type DevMail = typeof devMailbox.$inferSelect;
export type DevMailSummary = Pick<DevMail, 'id' | 'recipient' | 'subject' | 'createdAt'>;

/** The newest mail the dev mailbox kept for one board. */
export function listDevMailbox(db: Database, board: string, limit = 50): Promise<DevMailSummary[]> {
  return db
    .select({
      id: devMailbox.id,
      recipient: devMailbox.recipient,
      subject: devMailbox.subject,
      createdAt: devMailbox.createdAt,
    })
    .from(devMailbox)
    .where(eq(devMailbox.board, board))
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(limit);
}

/** One stored mail, only within its own board. */
export async function getDevMail(db: Database, board: string, id: number): Promise<DevMail | null> {
  const [row] = await db
    .select()
    .from(devMailbox)
    .where(and(eq(devMailbox.board, board), eq(devMailbox.id, id)));
  return row ?? null;
}
