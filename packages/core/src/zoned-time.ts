// Issue 17 (docs/decisions/040): times of events in the site's time zone. An owner enters a wall
// time ("2026-03-29 02:30" in Europe/Paris); the server stores the instant (UTC); visitors, the
// .ics and the calendar feed see it in the site's zone. Pure, on Intl only (no time zone data of
// our own): the wall time of an instant, the instant of a wall time (DST gaps move forward, DST
// overlaps take the earlier instant, as Temporal's 'compatible' does), and calendar-day steps.

/** 'YYYY-MM-DD' */
export type PlainDate = string;
/** 'YYYY-MM-DDTHH:mm' (a datetime-local input's value) */
export type WallTime = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
function fieldsOf(ms: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(ms)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at an instant, in ms (Paris in winter: +3 600 000). */
export function offsetAt(ms: number, timeZone: string): number {
  const f = fieldsOf(ms, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall time of an instant in a zone, as a datetime-local value. */
export function wallTimeOf(instant: Date | string, timeZone: string): WallTime {
  const f = fieldsOf(new Date(instant).getTime(), timeZone);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
}

/** The calendar date of an instant in a zone. */
export function dateOf(instant: Date | string, timeZone: string): PlainDate {
  return wallTimeOf(instant, timeZone).slice(0, 10);
}

export function isWallTime(value: string): boolean {
  const m = WALL.exec(value);
  return m !== null && isRealDate(+m[1]!, +m[2]!, +m[3]!) && +m[4]! < 24 && +m[5]! < 60;
}

export function isPlainDate(value: string): boolean {
  const m = DATE.exec(value);
  return m !== null && isRealDate(+m[1]!, +m[2]!, +m[3]!);
}

function isRealDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/**
 * The instant of a wall time in a zone. In a spring-forward gap (02:30 on the night Paris skips
 * from 02:00 to 03:00) the time moves forward by the gap (03:30); in a fall-back overlap (02:30
 * twice) the earlier instant is taken. `shifted` says the first happened.
 */
export function instantOf(wall: WallTime, timeZone: string): { instant: Date; shifted: boolean } {
  const m = WALL.exec(wall);
  if (!m || !isWallTime(wall)) throw new RangeError(`${wall} is not a date and time (YYYY-MM-DDTHH:mm)`);
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // The offsets a day either side hold every offset the zone may use around this time.
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((ms) => wallTimeOf(new Date(ms), timeZone) === wall)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return { instant: new Date(candidates[0]!), shifted: false };
  // A gap: read the wall time with the offset from before the change, which lands after it.
  return { instant: new Date(asUtc - before), shifted: true };
}

/** The first instant of a calendar day in a zone (its midnight, or the first minute after a gap). */
export function startOfDay(date: PlainDate, timeZone: string): Date {
  if (!isPlainDate(date)) throw new RangeError(`${date} is not a date (YYYY-MM-DD)`);
  return instantOf(`${date}T00:00`, timeZone).instant;
}

/** A calendar date `days` later (or earlier): whole days, whatever the clocks do. */
export function addDays(date: PlainDate, days: number): PlainDate {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`${date} is not a date (YYYY-MM-DD)`);
  const t = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]! + days));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}
