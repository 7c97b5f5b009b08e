import { TZDate } from '@date-fns/tz';
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

export interface InterviewCalendarEvent {
  /** REQUEST for a new or changed interview, CANCEL once it is called off. */
  method: 'request' | 'cancel';
  uid: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organiser: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The board's product name, for PRODID. */
  product: string;
  /** How long before the interview the calendar reminds the candidate. */
  reminderMinutes: number;
}

/**
 * An iTIP invitation (RFC 5546) for one interview, in the board's time zone with its VTIMEZONE
 * block (Outlook needs one for a TZID), the organiser, the candidate as attendee and a reminder.
 * Clients match a change or a cancellation to the event by UID and keep the highest SEQUENCE.
 */
export function interviewCalendar(event: InterviewCalendarEvent): string {
  const calendar = ical({
    prodId: { company: event.product, product: 'interviews', language: 'FR' },
    method: event.method === 'cancel' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  // No calendar-wide zone (DTSTAMP must stay UTC); the generator still writes the VTIMEZONE of
  // the event's zone.
  calendar.timezone({ name: null, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null });
  const start = new TZDate(event.startsAt.getTime(), event.timeZone);
  const end = new TZDate(event.startsAt.getTime() + event.durationMinutes * 60_000, event.timeZone);
  const created = calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start,
    end,
    timezone: event.timeZone,
    stamp: new Date(),
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    organizer: event.organiser,
    status: event.method === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  created.createAttendee({ ...event.attendee, rsvp: false });
  if (event.method === 'request') {
    created.createAlarm({
      type: ICalAlarmType.display,
      trigger: event.reminderMinutes * 60,
      description: event.summary,
    });
  }
  return calendar.toString();
}
