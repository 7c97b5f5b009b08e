import type { interviews } from '@jobboard/db/schema/hiring';
import { BOARD_TIME_ZONE } from '@jobboard/tenancy/locales';
import { boardWallClock, type InterviewDto } from '../../contracts/interviews';

export type InterviewRow = typeof interviews.$inferSelect;

/** What the team and the candidate see of an interview (the same for both). */
export function interviewDto(row: InterviewRow): InterviewDto {
  return {
    id: row.id,
    application_id: row.applicationId,
    starts_at: row.startsAt.toISOString(),
    ...boardWallClock(row.startsAt),
    time_zone: BOARD_TIME_ZONE,
    duration_minutes: row.durationMinutes,
    place: row.place,
    video_url: row.videoUrl,
    note: row.note,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    sequence: row.sequence,
    organiser: row.organiserName,
  };
}
