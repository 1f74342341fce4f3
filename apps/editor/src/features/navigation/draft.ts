// The Navigation screen's form values: the saved header and footer, with the navigation spelled
// out as visitors see it (pages the owner has neither placed nor hidden, and whose own "show in
// navigation" is on, follow the saved items, as resolveNavigation in @folio/core/header-footer
// puts them), so what the list shows is what the header shows.
import type { HeaderFooter, NavItem } from '@folio/core/header-footer';

export interface DraftPage {
  id: string;
  title: string;
  slug: string;
  showInNavigation: boolean;
  publishedAt: string | null;
}

/** The ids of the pages an item list places, folders' included. */
export function placedPageIds(items: readonly NavItem[]): Set<string> {
  const ids = new Set<string>();
  for (const item of items) {
    if (item.kind === 'page') ids.add(item.pageId);
    if (item.kind === 'folder')
      for (const entry of item.items) if (entry.kind === 'page') ids.add(entry.pageId);
  }
  return ids;
}

export function draftOf(saved: HeaderFooter, pages: readonly DraftPage[]): HeaderFooter {
  const placed = placedPageIds(saved.header.navigation);
  const hidden = new Set(saved.header.hiddenPageIds);
  const known = new Set(pages.map((page) => page.id));
  const navigation: NavItem[] = [
    ...saved.header.navigation,
    ...pages
      .filter((page) => page.showInNavigation && !placed.has(page.id) && !hidden.has(page.id))
      .map((page) => ({ kind: 'page' as const, pageId: page.id })),
  ];
  return {
    header: {
      ...saved.header,
      navigation,
      // Pages deleted since are forgotten.
      hiddenPageIds: saved.header.hiddenPageIds.filter((id) => known.has(id)),
    },
    footer: saved.footer,
  };
}

/** The pages in no navigation item: the hidden ones and the ones whose own flag keeps them out. */
export function pagesOutOfNavigation(
  navigation: readonly NavItem[],
  pages: readonly DraftPage[],
): DraftPage[] {
  const placed = placedPageIds(navigation);
  return pages.filter((page) => !placed.has(page.id));
}

/** A row's place in the navigation: at the top level, or inside the folder at `folder`. */
export interface NavPlace {
  /** The folder's index at the top level; null for the top level itself. */
  folder: number | null;
  index: number;
}

/**
 * The navigation with one row moved (issue 16 part 3: dragged, or "Move into folder…"/"Move out"):
 * within its list, into a folder (at `to.index`, or its end), or out of one. Folders hold pages
 * and links only (one level, as the stored schema requires: `navFolderEntry` has no folder), so
 * moving a folder into a folder answers null, as does a place that does not exist.
 */
export function moveNavItem(items: readonly NavItem[], from: NavPlace, to: NavPlace): NavItem[] | null {
  const listAt = (list: NavItem[], folder: number | null): NavItem[] | null => {
    if (folder === null) return list;
    const item = list[folder];
    return item?.kind === 'folder' ? (item.items as NavItem[]) : null;
  };
  // Copies the top level and the folders touched, so the caller's values stay as they were.
  const next: NavItem[] = items.map((item) =>
    item.kind === 'folder' ? { ...item, items: [...item.items] } : item,
  );
  const source = listAt(next, from.folder);
  const target = listAt(next, to.folder);
  const moving = source?.[from.index];
  if (!source || !target || !moving) return null;
  if (to.folder !== null && moving.kind === 'folder') return null;
  if (from.folder === null && to.folder === from.index) return null;
  // The target folder is found again after the removal (it may shift up by one).
  const targetFolder = to.folder === null ? null : next[to.folder];
  source.splice(from.index, 1);
  const list = targetFolder === null ? next : listAt(next, next.indexOf(targetFolder as NavItem));
  if (!list) return null;
  list.splice(Math.max(0, Math.min(to.index, list.length)), 0, moving);
  return next;
}
