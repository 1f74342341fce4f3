import { describe, expect, it } from 'vitest';
import {
  defaultHeaderFooter,
  headerFooterOf,
  headerFooterSchema,
  isAllowedLink,
  type NavPage,
  resolveNavigation,
} from './header-footer.ts';

const id = (n: number) => n.toString(16).padStart(24, '0');
const pages: NavPage[] = [
  { id: id(1), slug: '', title: 'Home', showInNavigation: true },
  { id: id(2), slug: 'about', title: 'About', showInNavigation: true },
  { id: id(3), slug: 'work', title: 'Work', showInNavigation: true },
  { id: id(4), slug: 'legal', title: 'Legal', showInNavigation: false },
];

describe('issue 16: header and footer rules', () => {
  it('issue 16: a site that saved none shows the header of before: the pages shown in navigation, in order', () => {
    expect(headerFooterOf({})).toEqual(defaultHeaderFooter());
    const nav = resolveNavigation(defaultHeaderFooter().header, pages, 'about');
    expect(nav.map((item) => item.kind === 'link' && [item.label, item.href, item.isCurrent])).toEqual([
      ['Home', '/', false],
      ['About', '/about', true],
      ['Work', '/work', false],
    ]);
  });

  it('issue 16: saved items in order, folders of pages and links, hidden pages left out, unplaced pages after', () => {
    const header = headerFooterSchema.parse({
      header: {
        navigation: [
          { kind: 'link', label: 'Shop', url: 'https://shop.example.com' },
          {
            kind: 'folder',
            label: 'More',
            items: [
              { kind: 'page', pageId: id(4) },
              { kind: 'page', pageId: id(9) },
            ],
          },
          { kind: 'folder', label: 'Gone', items: [{ kind: 'page', pageId: id(9) }] },
        ],
        hiddenPageIds: [id(2)],
      },
      footer: {},
    }).header;
    const nav = resolveNavigation(header, pages, 'legal');
    expect(nav).toEqual([
      {
        kind: 'link',
        label: 'Shop',
        href: 'https://shop.example.com',
        isCurrent: false,
        external: true,
        newTab: false,
      },
      {
        kind: 'folder',
        label: 'More',
        isCurrent: true,
        items: [
          { kind: 'link', label: 'Legal', href: '/legal', isCurrent: true, external: false, newTab: false },
        ],
      },
      { kind: 'link', label: 'Home', href: '/', isCurrent: false, external: false, newTab: false },
      { kind: 'link', label: 'Work', href: '/work', isCurrent: false, external: false, newTab: false },
    ]);
  });

  it('issue 16: only https, mailto and tel links are allowed', () => {
    for (const ok of [
      'https://example.com',
      'https://example.com/a?b#c',
      'mailto:a@example.com',
      'tel:+44 20 7946 0000',
    ])
      expect(isAllowedLink(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'http://example.com',
      '//example.com',
      '/about',
      'data:text/html,x',
      'https://user:pw@example.com',
      'https://localhost',
      'mailto:a@example.com?bcc=b@example.com',
      'tel:call-me',
      ' https://example.com\n',
    ])
      expect(isAllowedLink(bad), bad).toBe(false);
  });
});
