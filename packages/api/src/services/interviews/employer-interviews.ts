import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { applications } from '@jobboard/db/schema/candidates';
import { applicationEvents, interviews } from '@jobboard/db/schema/hiring';
import { boardInstant, type InterviewDto, type InterviewInput } from '../../contracts/interviews';
import { DomainError } from '../../errors';
import type { EmployerContext } from '../employer-offers/employer-context';
import { teamApplication } from '../employer-applications/team-application';
import type { Executor } from '../executor';
import { offerTitles } from '../applications/offer-titles';
import { enqueueMail } from '../mail/enqueue-mail';
import type { InterviewMailPayload } from '../mail/templates/interview-invitation-mail';
import { interviewDto, type InterviewRow } from './interview-dto';

type ApplicationRow = typeof applications.$inferSelect;

/** The application's interview, if one was ever proposed (cancelled ones too). */
export async function teamInterview(
  ctx: EmployerContext,
  offerId: number,
  applicationId: number,
): Promise<InterviewDto | null> {
  await teamApplication(ctx, offerId, applicationId);
  const [row] = await ctx.db
    .select()
    .from(interviews)
    .where(eq(interviews.applicationId, applicationId));
  return row ? interviewDto(row) : null;
}

async function person(tx: Executor, id: number) {
  const [row] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** The invitation, its change or its cancellation, queued in the change's transaction. */
async function mailCandidate(
  ctx: EmployerContext,
  tx: Executor,
  application: ApplicationRow,
  interview: InterviewRow,
  kind: InterviewMailPayload['kind'],
): Promise<void> {
  const candidate = application.userId === null ? null : await person(tx, application.userId);
  if (!candidate) return;
  const offer = (
    await offerTitles({ ...ctx, db: tx, locale: application.language }, [application.offerId])
  ).get(application.offerId);
  await enqueueMail(tx, {
    board: application.board,
    to: candidate.email,
    locale: application.language,
    template: 'interview-invitation',
    payload: {
      kind,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      candidateEmail: candidate.email,
      offerId: application.offerId,
      offerSlug: offer?.slug ?? '',
      offerTitle: offer?.title ?? '',
      companyName: offer?.company ?? null,
      uid: interview.uid,
      sequence: interview.sequence,
      startsAt: interview.startsAt.toISOString(),
      durationMinutes: interview.durationMinutes,
      place: interview.place,
      videoUrl: interview.videoUrl,
      note: interview.note,
      organiserName: interview.organiserName,
      organiserEmail: interview.organiserEmail,
    },
  });
}

/**
 * Proposes an interview on an application, or changes the one proposed: the application moves to
 * `interview` (with its history line, like every move), and the candidate gets the invitation with
 * its calendar file. A change keeps the event's UID with the next SEQUENCE and asks the candidate
 * again (their earlier answer was for another time or place).
 */
export async function proposeInterview(
  ctx: EmployerContext,
  offerId: number,
  applicationId: number,
  input: InterviewInput,
): Promise<InterviewDto> {
  return ctx.db.transaction(async (tx) => {
    const application = await teamApplication(ctx, offerId, applicationId, tx);
    if (application.status === 'withdrawn' || application.userId === null) {
      throw DomainError.conflict('interview_not_possible');
    }
    const organiser = await person(tx, ctx.userId);
    if (!organiser) throw DomainError.notFound();
    const organiserName = `${organiser.firstName} ${organiser.lastName}`.trim();
    const [existing] = await tx
      .select()
      .from(interviews)
      .where(eq(interviews.applicationId, applicationId))
      .for('update');
    const fields = {
      startsAt: boardInstant(input.date, input.time),
      durationMinutes: input.duration_minutes,
      place: input.place ?? null,
      videoUrl: input.video_url ?? null,
      note: input.note ?? null,
      answer: 'pending' as const,
      answeredAt: null,
      cancelledAt: null,
      organiserId: ctx.userId,
      organiserName,
      organiserEmail: organiser.email,
      updatedAt: ctx.now,
    };
    const [row] = existing
      ? await tx
          .update(interviews)
          .set({ ...fields, sequence: existing.sequence + 1 })
          .where(eq(interviews.id, existing.id))
          .returning()
      : await tx
          .insert(interviews)
          .values({
            ...fields,
            applicationId,
            uid: `interview-${randomUUID()}@${application.board}.jobboard`,
            sequence: 0,
            createdAt: ctx.now,
          })
          .returning();
    if (!row) throw new Error('interview write returned no row');
    if (application.status !== 'interview') {
      await tx
        .update(applications)
        .set({ status: 'interview' })
        .where(eq(applications.id, applicationId));
      await tx.insert(applicationEvents).values({
        applicationId,
        kind: 'status',
        actorId: ctx.userId,
        actorName: organiserName,
        fromStatus: application.status,
        toStatus: 'interview',
        createdAt: ctx.now,
      });
    }
    const kind = existing && !existing.cancelledAt ? 'update' : 'invitation';
    await mailCandidate(ctx, tx, application, row, kind);
    return interviewDto(row);
  });
}

/**
 * Calls the interview off: the candidate's calendar gets METHOD:CANCEL for the same UID with the
 * next SEQUENCE. Cancelling again changes nothing and sends nothing.
 */
export async function cancelInterview(
  ctx: EmployerContext,
  offerId: number,
  applicationId: number,
): Promise<InterviewDto> {
  return ctx.db.transaction(async (tx) => {
    const application = await teamApplication(ctx, offerId, applicationId, tx);
    const [existing] = await tx
      .select()
      .from(interviews)
      .where(eq(interviews.applicationId, applicationId))
      .for('update');
    if (!existing) throw DomainError.notFound();
    if (existing.cancelledAt) return interviewDto(existing);
    const [row] = await tx
      .update(interviews)
      .set({ cancelledAt: ctx.now, sequence: existing.sequence + 1, updatedAt: ctx.now })
      .where(eq(interviews.id, existing.id))
      .returning();
    if (!row) throw new Error('interview update returned no row');
    await mailCandidate(ctx, tx, application, row, 'cancellation');
    return interviewDto(row);
  });
}
