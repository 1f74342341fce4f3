import { addressLine, type EventDetails, eventSpan } from '@folio/core/event-time';
// Dates of collection items, in the site's time zone and language.
export function formatItemDate(iso: string | null, language: string, timeZone: string): string {
  if (!iso) return '';
  try {
    return new Intl.DateTimeFormat(language || 'en', {
      dateStyle: 'long',
      timeZone: timeZone || 'UTC',
    }).format(new Date(iso));
  } catch {
    return new Date(iso).toISOString().slice(0, 10);
  }
}

/** The zone's short name at an instant ("CET", "EDT", "GMT+1"), or '' when it cannot be told. */
function zoneName(date: Date, language: string, timeZone: string): string {
  try {
    return (
      new Intl.DateTimeFormat(language || 'en', { timeZone, timeZoneName: 'short' })
        .formatToParts(date)
        .find((p) => p.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}

/**
 * Issue 17: an event's time as visitors read it, in the site's zone: "Thursday 3 December 2026,
 * 18:00–21:00 CET"; all day: "Saturday 24 October 2026" or a range of days.
 */
export function formatEventSpan(
  details: EventDetails | null | undefined,
  language: string,
  timeZone: string,
): string {
  const zone = timeZone || 'UTC';
  const span = eventSpan(details, zone);
  if (!span) return '';
  try {
    if (span.isAllDay) {
      // Calendar days, formatted as such (noon UTC of the day, read in UTC).
      const day = (d: string) => new Date(`${d}T12:00:00Z`);
      const f = new Intl.DateTimeFormat(language || 'en', { dateStyle: 'full', timeZone: 'UTC' });
      return span.firstDay === span.lastDay
        ? f.format(day(span.firstDay!))
        : f.formatRange(day(span.firstDay!), day(span.lastDay!));
    }
    const lang = language || 'en';
    const f = new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short', timeZone: zone });
    const name = zoneName(span.start, lang, zone);
    const end = span.end && span.end > span.start ? span.end : null;
    if (!end) return name ? `${f.format(span.start)} ${name}` : f.format(span.start);
    const endName = zoneName(end, lang, zone);
    if (endName === name) {
      const text = f.formatRange(span.start, end);
      return name ? `${text} ${name}` : text;
    }
    // The clocks change during the event: each time with its own zone name ("1:30 AM EDT – 3:00 AM EST").
    const sameDay = eventDay(span.start, zone) === eventDay(end, zone);
    const endText = sameDay
      ? new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone: zone }).format(end)
      : f.format(end);
    return `${f.format(span.start)} ${name} – ${endText} ${endName}`;
  } catch {
    return span.start.toISOString();
  }
}

function eventDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
}

/** Where an event is, in one line. */
export function eventPlace(details: EventDetails | null | undefined): string {
  return details?.location?.trim() || addressLine(details?.address);
}
