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
