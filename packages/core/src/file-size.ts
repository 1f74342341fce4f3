// File sizes (CORE-050, CORE-051): limits in decimal megabytes, sizes shown in powers of 1024.

/** CORE-050 */
export const BYTES_PER_MB = 1_000_000;

export function maxFileBytes(megabytes: number): number {
  return megabytes * BYTES_PER_MB;
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** CORE-051: 1536 → "1.5 KB". */
export function humanizeBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
