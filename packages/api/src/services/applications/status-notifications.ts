import { asc, inArray } from 'drizzle-orm';
import { applicationStatusNotifications } from '@jobboard/db/schema/hiring';
import type { ApplicationNotificationDto } from '../../contracts/applications';
import type { Executor } from '../executor';

/**
 * The notified status changes of these applications, oldest first, by application. The caller
 * has already scoped the ids to the candidate: this reads no one else's.
 */
export async function statusNotifications(
  db: Executor,
  applicationIds: readonly number[],
): Promise<Map<number, ApplicationNotificationDto[]>> {
  const out = new Map<number, ApplicationNotificationDto[]>();
  if (applicationIds.length === 0) return out;
  const rows = await db
    .select()
    .from(applicationStatusNotifications)
    .where(inArray(applicationStatusNotifications.applicationId, [...applicationIds]))
    .orderBy(
      asc(applicationStatusNotifications.notifiedAt),
      asc(applicationStatusNotifications.id),
    );
  for (const r of rows) {
    const list = out.get(r.applicationId) ?? [];
    list.push({ status: r.toStatus, note: r.note, notified_at: r.notifiedAt.toISOString() });
    out.set(r.applicationId, list);
  }
  return out;
}
