// Issue 17 (docs/decisions/040): an event's time and place. The owner enters start and end as wall
// times in the site's time zone (or dates, for an all-day event); the row keeps instants (UTC):
// a timed event its start and end, an all-day event the first instant of its first day and the
// first instant after its last day (exclusive, as iCalendar's DTEND). The events page, the event's
// page, its .ics and the calendar feed all read them through `eventSpan`.
import {
  addDays,
  dateOf,
  instantOf,
  isPlainDate,
  isWallTime,
  type PlainDate,
  startOfDay,
  type WallTime,
  wallTimeOf,
} from './zoned-time.ts';

/** Where an event is, field by field, so a map block (issue 19) can place it. */
export interface EventAddress {
  venue?: string;
  street?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  country?: string;
}

export const EVENT_ADDRESS_FIELDS = ['venue', 'street', 'city', 'region', 'postalCode', 'country'] as const;

/** An event's details as stored. */
export interface EventDetails {
  startsAt?: string | null;
  endsAt?: string | null;
  isAllDay?: boolean;
  /** The one line visitors read ("14 Harbour Lane, Port Ellen"); from the address when empty. */
  location?: string;
  address?: EventAddress;
}

/** What the editor sends: wall times (or dates, all day) in the site's zone, or instants. */
export interface EventDetailsInput extends EventDetails {
  startsLocal?: WallTime | PlainDate | null;
  endsLocal?: WallTime | PlainDate | null;
}

export interface EventSpan {
  isAllDay: boolean;
  start: Date;
  /** Timed: the end, if any. All day: the first instant after the last day. */
  end: Date | null;
  /** All day: the first and last calendar days (inclusive) in the site's zone. */
  firstDay: PlainDate | null;
  lastDay: PlainDate | null;
}

/** The address in one line, its parts in order. */
export function addressLine(address: EventAddress | undefined): string {
  if (!address) return '';
  return EVENT_ADDRESS_FIELDS.map((field) => address[field]?.trim())
    .filter(Boolean)
    .join(', ');
}

/** An event's span in the site's zone, or null when it has no (valid) start. */
export function eventSpan(details: EventDetails | null | undefined, timeZone: string): EventSpan | null {
  const startMs = details?.startsAt ? Date.parse(details.startsAt) : Number.NaN;
  if (!Number.isFinite(startMs)) return null;
  const endMs = details?.endsAt ? Date.parse(details.endsAt) : Number.NaN;
  if (details?.isAllDay) {
    const firstDay = dateOf(new Date(startMs), timeZone);
    // The stored end is exclusive: its previous instant lies in the last day.
    const last = Number.isFinite(endMs) && endMs > startMs ? dateOf(new Date(endMs - 1), timeZone) : firstDay;
    const lastDay = last < firstDay ? firstDay : last;
    return {
      isAllDay: true,
      start: startOfDay(firstDay, timeZone),
      end: startOfDay(addDays(lastDay, 1), timeZone),
      firstDay,
      lastDay,
    };
  }
  return {
    isAllDay: false,
    start: new Date(startMs),
    end: Number.isFinite(endMs) ? new Date(endMs) : null,
    firstDay: null,
    lastDay: null,
  };
}

/** An event is upcoming until it ends (a timed one with no end: until it starts). */
export function isUpcomingEvent(
  details: EventDetails | null | undefined,
  timeZone: string,
  now: Date,
): boolean {
  const span = eventSpan(details, timeZone);
  if (!span) return false;
  return (span.end ?? span.start).getTime() >= now.getTime();
}

/** The wall times (or dates, all day) the editor shows for stored details. */
export function localTimesOf(
  details: EventDetails | null | undefined,
  timeZone: string,
): { startsLocal: string | null; endsLocal: string | null } {
  const span = eventSpan(details, timeZone);
  if (!span) return { startsLocal: null, endsLocal: null };
  if (span.isAllDay) return { startsLocal: span.firstDay, endsLocal: span.lastDay };
  return {
    startsLocal: wallTimeOf(span.start, timeZone),
    endsLocal: span.end ? wallTimeOf(span.end, timeZone) : null,
  };
}

export class EventTimeProblem extends Error {}

/**
 * The details to store from what the editor sent, in the site's zone: wall times become instants
 * (a time in a DST gap moves forward), dates of an all-day event become its first instant and
 * the first instant after its last day. Throws EventTimeProblem with a message for the owner.
 */
export function normalizeEventDetails(input: EventDetailsInput, timeZone: string): EventDetails {
  const { startsLocal, endsLocal, ...rest } = input;
  const isAllDay = input.isAllDay === true;
  let startsAt = rest.startsAt ?? null;
  let endsAt = rest.endsAt ?? null;
  if (startsLocal !== undefined || endsLocal !== undefined) {
    startsAt = null;
    endsAt = null;
    if (isAllDay) {
      const first = dayOf(startsLocal, 'start');
      const last = dayOf(endsLocal, 'end') ?? first;
      if (first) {
        if (last && last < first) throw new EventTimeProblem('The event ends before it starts.');
        startsAt = startOfDay(first, timeZone).toISOString();
        endsAt = startOfDay(addDays(last ?? first, 1), timeZone).toISOString();
      } else if (last) throw new EventTimeProblem('Choose the day the event starts.');
    } else {
      if (startsLocal) startsAt = wallInstant(startsLocal, 'start', timeZone);
      if (endsLocal) endsAt = wallInstant(endsLocal, 'end', timeZone);
      if (endsAt && !startsAt) throw new EventTimeProblem('Choose when the event starts.');
    }
  } else if (isAllDay && startsAt) {
    // Instants of an all-day event: the days they fall on, in the site's zone.
    const span = eventSpan({ startsAt, endsAt, isAllDay: true }, timeZone)!;
    startsAt = span.start.toISOString();
    endsAt = span.end!.toISOString();
  }
  if (startsAt && endsAt && Date.parse(endsAt) < Date.parse(startsAt))
    throw new EventTimeProblem('The event ends before it starts.');
  const address = rest.address ? cleanAddress(rest.address) : undefined;
  const location = rest.location?.trim() || addressLine(address);
  return {
    startsAt,
    endsAt,
    isAllDay,
    ...(location ? { location } : {}),
    ...(address ? { address } : {}),
  };
}

function dayOf(value: string | null | undefined, which: 'start' | 'end'): PlainDate | null {
  if (!value) return null;
  const day = value.slice(0, 10);
  if (!isPlainDate(day))
    throw new EventTimeProblem(`The ${which} date is not a date. Use the form YYYY-MM-DD.`);
  return day;
}

function wallInstant(value: string, which: 'start' | 'end', timeZone: string): string {
  if (!isWallTime(value))
    throw new EventTimeProblem(`The ${which} is not a date and time. Use the form YYYY-MM-DDTHH:mm.`);
  return instantOf(value, timeZone).instant.toISOString();
}

function cleanAddress(address: EventAddress): EventAddress | undefined {
  const out: EventAddress = {};
  for (const field of EVENT_ADDRESS_FIELDS) {
    const value = address[field]?.trim();
    if (value) out[field] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
