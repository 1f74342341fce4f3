import { defaultHeaderFooter, type NavItem } from '@folio/core/header-footer';
import { describe, expect, it } from 'vitest';
import { type DraftPage, draftOf, moveNavItem, pagesOutOfNavigation } from './draft.ts';

const id = (n: number) => n.toString(16).padStart(24, '0');
const page = (n: number, showInNavigation = true): DraftPage => ({
  id: id(n),
  title: `Page ${n}`,
  slug: `p${n}`,
  showInNavigation,
  publishedAt: '2026-01-01T00:00:00Z',
});

describe('issue 16: the Navigation screen’s draft', () => {
  it('issue 16: a site that saved none lists the pages its header shows, in order; the others are out', () => {
    const pages = [page(1), page(2, false), page(3)];
    const draft = draftOf(defaultHeaderFooter(), pages);
    expect(draft.header.navigation).toEqual([
      { kind: 'page', pageId: id(1) },
      { kind: 'page', pageId: id(3) },
    ]);
    expect(pagesOutOfNavigation(draft.header.navigation, pages).map((p) => p.id)).toEqual([id(2)]);
  });

  it('issue 16: saved items first, hidden pages stay out, pages inside folders count as placed', () => {
    const saved = defaultHeaderFooter();
    saved.header.navigation = [{ kind: 'folder', label: 'More', items: [{ kind: 'page', pageId: id(3) }] }];
    saved.header.hiddenPageIds = [id(1), id(9)];
    const draft = draftOf(saved, [page(1), page(2), page(3)]);
    expect(draft.header.navigation).toEqual([
      { kind: 'folder', label: 'More', items: [{ kind: 'page', pageId: id(3) }] },
      { kind: 'page', pageId: id(2) },
    ]);
    expect(draft.header.hiddenPageIds).toEqual([id(1)]);
  });
});

describe('issue 16: moving a row into and out of a folder', () => {
  const folder = (label: string, ...pageIds: string[]): NavItem => ({
    kind: 'folder',
    label,
    items: pageIds.map((pageId) => ({ kind: 'page' as const, pageId })),
  });
  const top: NavItem[] = [
    { kind: 'page', pageId: id(1) },
    folder('Studio', id(2)),
    { kind: 'link', label: 'Shop', url: 'https://shop.example.com', newTab: false },
    folder('More'),
  ];

  it('issue 16: a page dragged into a folder leaves the top level and joins the folder where dropped', () => {
    const next = moveNavItem(top, { folder: null, index: 0 }, { folder: 1, index: 0 });
    expect(next).toEqual([folder('Studio', id(1), id(2)), top[2], folder('More')]);
    expect(top[0]).toEqual({ kind: 'page', pageId: id(1) });
  });

  it('issue 16: a link moves into an empty folder (its end); out of a folder it goes where dropped', () => {
    const into = moveNavItem(top, { folder: null, index: 2 }, { folder: 3, index: 99 })!;
    expect(into[2]).toEqual({ kind: 'folder', label: 'More', items: [top[2]] });
    const out = moveNavItem(top, { folder: 1, index: 0 }, { folder: null, index: 2 })!;
    expect(out.map((item) => item.kind)).toEqual(['page', 'folder', 'page', 'link', 'folder']);
    expect(out[1]).toEqual(folder('Studio'));
  });

  it('issue 16: folders stay one level deep: a folder cannot go into a folder (nor into itself)', () => {
    expect(moveNavItem(top, { folder: null, index: 3 }, { folder: 1, index: 0 })).toBeNull();
    expect(moveNavItem(top, { folder: null, index: 1 }, { folder: 1, index: 0 })).toBeNull();
    expect(moveNavItem(top, { folder: null, index: 0 }, { folder: 2, index: 0 })).toBeNull();
  });

  it('issue 16: between two folders, and within one list as before', () => {
    const between = moveNavItem(top, { folder: 1, index: 0 }, { folder: 3, index: 0 })!;
    expect(between[1]).toEqual(folder('Studio'));
    expect(between[3]).toEqual(folder('More', id(2)));
    const reordered = moveNavItem(top, { folder: null, index: 0 }, { folder: null, index: 2 })!;
    expect(reordered.map((item) => item.kind)).toEqual(['folder', 'link', 'page', 'folder']);
  });
});
