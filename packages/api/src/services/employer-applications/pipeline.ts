import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import { users } from '@jobboard/db/schema/accounts';
import { applications } from '@jobboard/db/schema/candidates';
import {
  applicationEvents,
  applicationNotes,
  applicationStatusMails,
} from '@jobboard/db/schema/hiring';
import {
  mailedStatuses,
  type ApplicationDetailDto,
  type MailedStatus,
  type NoteInput,
  type StatusChangeInput,
} from '../../contracts/employer-applications';
import { DomainError } from '../../errors';
import type { Executor } from '../executor';
import type { EmployerContext } from '../employer-offers/employer-context';
import { teamOffer } from '../employer-offers/team-scope';
import { offerTitles } from '../applications/offer-titles';
import { enqueueMail } from '../mail/enqueue-mail';
import {
  applicationColumns,
  employerApplicationDto,
  type ApplicationListRow,
} from './list-applications';
import { teamApplication } from './team-application';

async function actorName(ctx: EmployerContext, tx: Executor): Promise<string> {
  const [me] = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, ctx.userId));
  return me ? `${me.first} ${me.last}`.trim() : '';
}

const isMailed = (status: string): status is MailedStatus =>
  (mailedStatuses as readonly string[]).includes(status);

export interface StatusChangeResult {
  changed: number[];
  /** Withdrawn by the candidate (an employer cannot move those) or already at that status. */
  unchanged: number[];
  mailed: number[];
}

/**
 * Moves one or several applications of an offer to a status, in one transaction: each change
 * and the optional note go to the history; with `notify`, the candidate gets the status's mail
 * in the language they applied in, at most once per application and status (a unique row).
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
      .for('update');
    // One id of another offer (or unknown) and nothing changes: 404, nothing disclosed.
    if (rows.length !== ids.length) throw DomainError.notFound();
    const actor = await actorName(ctx, tx);
    const result: StatusChangeResult = { changed: [], unchanged: [], mailed: [] };
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
    if (input.notify && isMailed(input.status)) {
      const status = input.status;
      const withCandidate = movable.filter((r) => r.userId !== null);
      if (withCandidate.length > 0) {
        const candidates = await tx
          .select({ id: users.id, email: users.email, firstName: users.firstName })
          .from(users)
          .where(
            inArray(
              users.id,
              withCandidate.map((r) => r.userId ?? 0),
            ),
          );
        const byId = new Map(candidates.map((u) => [u.id, u]));
        for (const row of withCandidate) {
          const candidate = byId.get(row.userId ?? 0);
          if (!candidate) continue;
          const [first] = await tx
            .insert(applicationStatusMails)
            .values({ applicationId: row.id, status, createdAt: ctx.now })
            .onConflictDoNothing()
            .returning({ id: applicationStatusMails.applicationId });
          if (!first) continue;
          const offer = (
            await offerTitles({ ...ctx, db: tx, locale: row.language }, [offerId])
          ).get(offerId);
          await enqueueMail(tx, {
            board: row.board,
            to: candidate.email,
            locale: row.language,
            template: 'application-status',
            payload: {
              firstName: candidate.firstName,
              status,
              offerId,
              offerSlug: offer?.slug ?? '',
              offerTitle: offer?.title ?? '',
              companyName: offer?.company ?? null,
            },
          });
          result.mailed.push(row.id);
        }
      }
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
