/** An ILIKE pattern for "contains `text`", its own % and _ (and the escape \) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
