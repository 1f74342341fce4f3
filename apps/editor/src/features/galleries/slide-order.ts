// Moving a slide within a gallery: by drag and drop, or one step with the Move buttons.

/** `list` with the entry at `from` moved to index `to` (both clamped to the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [entry] = next.splice(from, 1);
  next.splice(target, 0, entry as T);
  return next;
}

/** The ids in their new order after dropping `draggedId` on `targetId`, or null when nothing moves. */
export function orderAfterDrop(ids: readonly string[], draggedId: string, targetId: string): string[] | null {
  const from = ids.indexOf(draggedId);
  const to = ids.indexOf(targetId);
  if (from === -1 || to === -1 || from === to) return null;
  return moved(ids, from, to);
}
