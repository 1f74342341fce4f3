// Issue 17: events as iCalendar (RFC 5545) — one event's .ics and an events page's calendar feed.
import { type EventDetails, eventSpan } from '@folio/core/event-time';
import { addDays } from '@folio/core/zoned-time';
import type { ItemView } from '../modules/collections/service.ts';

function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (RFC 5545 3.1): a CRLF and a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const icsDate = (date: string) => date.replace(/-/g, '');

export function icsOf(input: {
  events: ItemView[];
  origin: string;
  calendarName: string;
  host: string;
  timeZone: string;
  now: Date;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Folio//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.calendarName)}`,
  ];
  // The site's zone, for calendars that show a feed in it (times themselves are UTC).
  lines.push(`X-WR-TIMEZONE:${input.timeZone}`);
  for (const event of input.events) {
    const details = event.details as EventDetails;
    const span = eventSpan(details, input.timeZone);
    if (!span) continue;
    lines.push('BEGIN:VEVENT', `UID:${event.id}@${input.host}`, `DTSTAMP:${utc(input.now.toISOString())}`);
    if (span.isAllDay) {
      // RFC 5545 3.6.1: an all-day event's DTEND is the day after its last day.
      lines.push(`DTSTART;VALUE=DATE:${icsDate(span.firstDay!)}`);
      lines.push(`DTEND;VALUE=DATE:${icsDate(addDays(span.lastDay!, 1))}`);
    } else {
      lines.push(`DTSTART:${utc(span.start.toISOString())}`);
      if (span.end) lines.push(`DTEND:${utc(span.end.toISOString())}`);
    }
    lines.push(`SUMMARY:${escapeText(event.title)}`);
    if (details.location) lines.push(`LOCATION:${escapeText(details.location)}`);
    if (event.excerpt) lines.push(`DESCRIPTION:${escapeText(event.excerpt)}`);
    lines.push(`URL:${input.origin}${event.url}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
