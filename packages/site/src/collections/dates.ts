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

export function formatEventTime(
  iso: string | null | undefined,
  language: string,
  timeZone: string,
  isAllDay = false,
): string {
  if (!iso) return '';
  try {
    return new Intl.DateTimeFormat(language || 'en', {
      dateStyle: 'full',
      ...(isAllDay ? {} : { timeStyle: 'short' as const }),
      timeZone: timeZone || 'UTC',
    }).format(new Date(iso));
  } catch {
    return iso;
  }
}
