import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import { users } from '@jobboard/db/schema/accounts';
import { applications } from '@jobboard/db/schema/candidates';
import { applicationEvents, applicationNotes } from '@jobboard/db/schema/hiring';
import type {
  ApplicationDetailDto,
  NoteInput,
  StatusChangeInput,
  StatusChangeResult,
} from '../../contracts/employer-applications';
import { DomainError } from '../../errors';
import type { Executor } from '../executor';
import type { EmployerContext } from '../employer-offers/employer-context';
import { teamOffer } from '../employer-offers/team-scope';
import {
  applicationColumns,
  employerApplicationDto,
  type ApplicationListRow,
} from './list-applications';
import { notifyCandidates } from './notify-candidates';
import { teamApplication } from './team-application';

async function actorName(ctx: EmployerContext, tx: Executor): Promise<string> {
  const [me] = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, ctx.userId));
  return me ? `${me.first} ${me.last}`.trim() : '';
}

/**
 * Moves one or several applications of an offer to a status, in one transaction: each change
 * and the optional private note go to the history; with `notify`, each candidate gets the
 * status's mail in the language they applied in (at most once per application and status, a
 * unique row) with the optional note to them, and the change joins their My applications. The
 * mails are in the outbox of the same transaction: a failed change sends nothing.
 */
export async function changeApplicationStatus(
  ctx: EmployerContext,
  offerId: number,
  input: StatusChangeInput,
): Promise<StatusChangeResult> {
  await teamOffer(ctx, offerId);
  const ids = [...new Set(input.ids)];
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.offerId, offerId), inArray(applications.id, ids)))
      // In id order: two bulk moves lock their rows in the same order (no deadlock), and the
      // mails follow one order.
      .orderBy(asc(applications.id))
      .for('update');
    // One id of another offer (or unknown) and nothing changes: 404, nothing disclosed.
    if (rows.length !== ids.length) throw DomainError.notFound();
    const actor = await actorName(ctx, tx);
    const result: StatusChangeResult = { changed: [], unchanged: [], mailed: [], not_notified: [] };
    const movable = rows.filter((r) => r.status !== 'withdrawn' && r.status !== input.status);
    result.unchanged = rows.filter((r) => !movable.includes(r)).map((r) => r.id);
    if (movable.length > 0) {
      await tx
        .update(applications)
        .set({ status: input.status })
        .where(
          inArray(
            applications.id,
            movable.map((r) => r.id),
          ),
        );
    }
    for (const row of movable) {
      let noteId: number | null = null;
      if (input.note) {
        const [note] = await tx
          .insert(applicationNotes)
          .values({
            applicationId: row.id,
            authorId: ctx.userId,
            authorName: actor,
            body: input.note,
            createdAt: ctx.now,
          })
          .returning({ id: applicationNotes.id });
        noteId = note?.id ?? null;
      }
      await tx.insert(applicationEvents).values({
        applicationId: row.id,
        kind: 'status',
        actorId: ctx.userId,
        actorName: actor,
        fromStatus: row.status,
        toStatus: input.status,
        noteId,
        createdAt: ctx.now,
      });
      result.changed.push(row.id);
    }
    if (input.notify) {
      const { mailed, notNotified } = await notifyCandidates(ctx, tx, offerId, rows, input);
      result.mailed = mailed;
      result.not_notified = notNotified;
    }
    return result;
  });
}

/** A private note of the team on one application; it goes to the history too. */
export async function addApplicationNote(
  ctx: EmployerContext,
  offerId: number,
  applicationId: number,
  input: NoteInput,
) {
  await teamApplication(ctx, offerId, applicationId);
  return ctx.db.transaction(async (tx) => {
    const actor = await actorName(ctx, tx);
    const [note] = await tx
      .insert(applicationNotes)
      .values({
        applicationId,
        authorId: ctx.userId,
        authorName: actor,
        body: input.body,
        createdAt: ctx.now,
      })
      .returning();
    if (!note) throw new Error('note insert returned no row');
    await tx.insert(applicationEvents).values({
      applicationId,
      kind: 'note',
      actorId: ctx.userId,
      actorName: actor,
      noteId: note.id,
      createdAt: ctx.now,
    });
    return {
      id: note.id,
      author: note.authorName,
      body: note.body,
      created_at: note.createdAt.toISOString(),
    };
  });
}

/** One application with its notes and its whole history, oldest first. */
export async function applicationDetail(
  ctx: EmployerContext,
  offerId: number,
  applicationId: number,
): Promise<ApplicationDetailDto> {
  await teamApplication(ctx, offerId, applicationId);
  const [row] = await queryRows<ApplicationListRow>(
    ctx.db,
    sql`SELECT ${applicationColumns} FROM applications a LEFT JOIN users u ON u.id = a.user_id
        WHERE a.id = ${applicationId}`,
  );
  if (!row) throw DomainError.notFound();
  const notes = await ctx.db
    .select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  const events = await ctx.db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  const noteText = new Map(notes.map((n) => [n.id, n.body]));
  return {
    ...employerApplicationDto(row),
    notes: notes.map((n) => ({
      id: n.id,
      author: n.authorName,
      body: n.body,
      created_at: n.createdAt.toISOString(),
    })),
    history: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      actor: e.actorName,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      note: e.noteId !== null ? (noteText.get(e.noteId) ?? null) : null,
      created_at: e.createdAt.toISOString(),
    })),
  };
}
