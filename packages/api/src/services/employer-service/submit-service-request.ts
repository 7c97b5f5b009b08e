import { eq } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { teams } from '@jobboard/db/schema/accounts';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import type { ServiceRequest } from '../../contracts/service-request';
import { DomainError } from '../../errors';
import { enqueueMail } from '../mail/enqueue-mail';
import { hitRateLimit } from '../rate-limit/hit-rate-limit';

/** A few requests an hour is a busy employer; more is a script. */
export const serviceRequestRateLimit = { limit: 5, windowMs: 60 * 60_000 };

export interface SubmitServiceRequest {
  board: BoardConfig;
  locale: Locale;
  employer: { id: number; name: string; email: string; teamId: number | null };
  input: ServiceRequest;
  now?: Date;
}

/**
 * Queues the request to the board's team through the mail outbox: durable once this resolves,
 * delivered (with retries) even when SMTP is down at the moment.
 */
export async function submitServiceRequest(
  db: Database,
  { board, locale, employer, input, now = new Date() }: SubmitServiceRequest,
): Promise<void> {
  const limit = await hitRateLimit(
    db,
    { key: `service-request:${board.key}:${employer.id}`, ...serviceRequestRateLimit },
    now,
  );
  if (!limit.allowed) throw DomainError.rateLimited(limit.retryAfterSeconds);
  const [team] = employer.teamId
    ? await db.select({ name: teams.name }).from(teams).where(eq(teams.id, employer.teamId))
    : [];
  await db.transaction((tx) =>
    enqueueMail(tx, {
      board: board.key,
      to: board.contactEmail,
      locale: board.defaultLocale,
      template: 'service-request-notification',
      payload: {
        service: board.features.staffingWording ? 'staffing' : 'recruitment',
        name: employer.name,
        email: employer.email,
        team: team?.name ?? null,
        phone: input.phone || null,
        message: input.message,
        senderLocale: locale,
      },
    }),
  );
}
