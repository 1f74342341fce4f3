// Issue 19 (docs/decisions/051): dates shown as how long ago ("2 days ago"), in the site's
// language. The server writes `<time datetime title data-relative>` with the full date as its text
// and title; this chunk, loaded only on pages with such a date, swaps the text for the relative
// words and refreshes them. Without JavaScript the full date stays.

/** UI-057: a relative time refreshes every 5000 ms. */
export const RELATIVE_TIME_REFRESH_MS = 5000;
/** Decision 051 (the spec is open past 60 s): a week or older reads as the full date. */
export const RELATIVE_TIME_LIMIT_S = 7 * 24 * 60 * 60;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago, in words, or null when it is a week or more (the full date is shown then).
 * UI-058: under 1 s reads 'just now'; UI-059: under 60 s 'about N seconds ago' (English, the
 * spec's wording; other languages take Intl's own words). From 60 s: Intl.RelativeTimeFormat.
 */
export function relativeWords(secondsAgo: number, language: string): string | null {
  if (!Number.isFinite(secondsAgo) || secondsAgo >= RELATIVE_TIME_LIMIT_S) return null;
  const lang = language || 'en';
  const isEnglish = /^en\b/i.test(lang);
  let format: Intl.RelativeTimeFormat;
  try {
    format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  } catch {
    format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  }
  if (secondsAgo < 1) return isEnglish ? 'just now' : format.format(0, 'second');
  if (secondsAgo < 60) {
    const s = Math.floor(secondsAgo);
    return isEnglish ? `about ${s} seconds ago` : format.format(-s, 'second');
  }
  for (const [unit, size] of UNITS) {
    if (secondsAgo >= size) return format.format(-Math.floor(secondsAgo / size), unit);
  }
  return null;
}

/** Writes each date's words (textContent only); the full date stays as its title. */
export function refreshRelativeTimes(doc: Document, now: number): number {
  const lang = doc.documentElement.lang || 'en';
  let live = 0;
  for (const el of doc.querySelectorAll<HTMLTimeElement>('time[data-relative]')) {
    const at = Date.parse(el.dateTime);
    if (Number.isNaN(at)) continue;
    if (!el.title) el.title = el.textContent ?? '';
    const words = relativeWords((now - at) / 1000, lang);
    const text = words ?? el.title;
    if (el.textContent !== text) el.textContent = text;
    if (words) live++;
  }
  return live;
}

/** Shows the words at once, then every 5000 ms while a date on the page is still under a week. */
export function startRelativeTimes(doc: Document = document, now: () => number = Date.now): () => void {
  if (refreshRelativeTimes(doc, now()) === 0) return () => {};
  const timer = setInterval(() => {
    if (refreshRelativeTimes(doc, now()) === 0) clearInterval(timer);
  }, RELATIVE_TIME_REFRESH_MS);
  return () => clearInterval(timer);
}
