import { defaultHeaderFooter } from '@folio/core/header-footer';
import { describe, expect, it } from 'vitest';
import { type DraftPage, draftOf, pagesOutOfNavigation } from './draft.ts';

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
