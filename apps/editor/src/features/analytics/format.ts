// How the Analytics screen writes its figures: counts with grouping, rates as percentages, time on
// page as minutes and seconds, changes against the previous period as words and arrows (never by
// colour alone), days (UTC) as short dates, countries by their names.
const DAY_MS = 86_400_000;

export const formatCount = (n: number) => new Intl.NumberFormat('en').format(n);

export const formatPercent = (rate: number | null, digits = 1) =>
  rate === null ? '–' : `${(rate * 100).toFixed(digits).replace(/\.0+$/, '')}%`;

export function formatDuration(ms: number | null): string {
  if (ms === null) return '–';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
}

export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

let regionNames: Intl.DisplayNames | undefined;
export function countryName(code: string): string {
  if (!code) return 'Unknown';
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export const DEVICE_LABELS: Record<string, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' };

export const todayUtc = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export type Tone = 'good' | 'bad' | 'same';

/**
 * A change against the previous period: counts by their relative change, rates by percentage
 * points. `isUpGood` says which way is better (bounce rate: down).
 */
export function describeChange(
  current: number | null,
  previous: number | null,
  options: { kind: 'count' | 'rate' | 'duration'; isUpGood: boolean },
): { text: string; tone: Tone; arrow: string } {
  if (current === null || previous === null) return { text: 'No earlier figure', tone: 'same', arrow: '' };
  if (current === previous) return { text: 'No change', tone: 'same', arrow: '' };
  const up = current > previous;
  const tone: Tone = up === options.isUpGood ? 'good' : 'bad';
  const arrow = up ? '▲' : '▼';
  if (options.kind === 'rate') {
    const points = Math.abs(current - previous) * 100;
    return { text: `${up ? 'Up' : 'Down'} ${points.toFixed(1).replace(/\.0$/, '')} pts`, tone, arrow };
  }
  if (previous === 0) return { text: 'Up from none', tone, arrow };
  const change = Math.abs(current - previous) / previous;
  const text =
    change >= 10 ? `${Math.round(current / previous)}×` : formatPercent(change, change < 0.1 ? 1 : 0);
  return { text: `${up ? 'Up' : 'Down'} ${text}`, tone, arrow };
}
