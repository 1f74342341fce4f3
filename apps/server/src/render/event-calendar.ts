// Issue 17: events as iCalendar (RFC 5545) — one event's .ics and an events page's calendar feed.
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

/** An all-day event's date in the site's time zone, as YYYYMMDD. */
function localDate(iso: string, timeZone: string, plusDays = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date(Date.parse(iso) + plusDays * 86_400_000))
    .replace(/-/g, '');
  return parts;
}

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
  for (const event of input.events) {
    const details = event.details as {
      startsAt?: string | null;
      endsAt?: string | null;
      isAllDay?: boolean;
      location?: string;
    };
    if (!details.startsAt) continue;
    lines.push('BEGIN:VEVENT', `UID:${event.id}@${input.host}`, `DTSTAMP:${utc(input.now.toISOString())}`);
    if (details.isAllDay) {
      lines.push(`DTSTART;VALUE=DATE:${localDate(details.startsAt, input.timeZone)}`);
      lines.push(`DTEND;VALUE=DATE:${localDate(details.endsAt ?? details.startsAt, input.timeZone, 1)}`);
    } else {
      lines.push(`DTSTART:${utc(details.startsAt)}`);
      if (details.endsAt) lines.push(`DTEND:${utc(details.endsAt)}`);
    }
    lines.push(`SUMMARY:${escapeText(event.title)}`);
    if (details.location) lines.push(`LOCATION:${escapeText(details.location)}`);
    if (event.excerpt) lines.push(`DESCRIPTION:${escapeText(event.excerpt)}`);
    lines.push(`URL:${input.origin}${event.url}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
