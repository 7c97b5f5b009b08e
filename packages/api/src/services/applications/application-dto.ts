import type { ApplicationDto } from '../../contracts/applications';
import type { ApplicationRow } from './record-application';

/** What the candidate sees of their application (never the storage keys). */
export function applicationDto(
  row: ApplicationRow,
  offer: ApplicationDto['offer'],
  notifications: ApplicationDto['notifications'] = [],
  unreadMessages = 0,
): ApplicationDto {
  return {
    id: row.id,
    offer_id: row.offerId,
    board: row.board,
    language: row.language,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
    resume_name: row.resumeName,
    cover_letter_name: row.coverLetterName,
    notifications,
    unread_messages: unreadMessages,
    offer,
  };
}
