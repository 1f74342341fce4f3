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

describe('issue 16: the footer as blocks', () => {
  it('issue 16: a site that saved no footer reads the default blocks: title and description, business, social icons', () => {
    expect(defaultHeaderFooter().footer.content.map((b) => b.type)).toEqual([
      'SiteTitle',
      'BusinessInfo',
      'SocialIcons',
    ]);
  });

  it('issue 16: an old footer is read as the blocks it showed; its text escaped, line breaks kept', () => {
    const { footer } = headerFooterOf({
      headerFooter: {
        header: {},
        footer: { text: 'a & <i>b</i>\n\nnext', links: [], showSocial: true, showBusiness: false },
      },
    });
    expect(footer.content).toEqual([
      { type: 'SiteTitle', props: { id: 'footer-title', showDescription: false } },
      {
        type: 'FooterText',
        props: { id: 'footer-text', text: '<p>a &#38; &#60;i&#62;b&#60;/i&#62;</p><p>next</p>' },
      },
      { type: 'SocialIcons', props: { id: 'footer-social', heading: '' } },
    ]);
  });

  it('issue 16: footer blocks of unknown types are refused with the list of types', () => {
    const parsed = headerFooterSchema.safeParse({
      header: {},
      footer: { content: [{ type: 'Script', props: { id: 'a' } }] },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^a footer block must be one of: site title/);
  });

  it('issue 16: the cart and sign-in placements are validated; a header saved before them reads as shown at the header’s end or hidden', () => {
    expect(defaultHeaderFooter().header).toMatchObject({
      cartPlacement: 'header',
      signInPlacement: 'header',
    });
    const placed = headerFooterSchema.parse({
      header: { cartPlacement: 'navigation', signInPlacement: 'menu' },
      footer: {},
    }).header;
    expect(placed).toMatchObject({ cartPlacement: 'navigation', signInPlacement: 'menu' });
    expect(placed).not.toHaveProperty('showCart');
    const old = headerFooterOf({
      headerFooter: { header: { showCart: false, showSignIn: true }, footer: {} },
    });
    expect(old.header).toMatchObject({ cartPlacement: 'hidden', signInPlacement: 'header' });
    expect(old.header).not.toHaveProperty('showCart');
    // A placement given wins over an old flag beside it.
    expect(
      headerFooterSchema.parse({ header: { showCart: false, cartPlacement: 'menu' }, footer: {} }).header
        .cartPlacement,
    ).toBe('menu');
    const wrong = headerFooterSchema.safeParse({ header: { cartPlacement: 'footer' }, footer: {} });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ['header', 'cartPlacement'],
      message: 'choose the header, beside the navigation, the phone menu only, or hidden',
    });
  });

  it('issue 16: a footer newsletter block takes the Newsletter block’s texts, its id strict, defaults filled', () => {
    const parsed = headerFooterSchema.parse({
      header: {},
      footer: { content: [{ type: 'FooterNewsletter', props: { id: 'news_1' } }] },
    });
    expect(parsed.footer.content[0]).toEqual({
      type: 'FooterNewsletter',
      props: {
        id: 'news_1',
        title: 'Newsletter',
        description: '',
        buttonText: 'Sign up',
        successMessage: 'Thank you for signing up.',
        askName: false,
      },
    });
    for (const id of ['a b', '<x>', 'x'.repeat(65), ''])
      expect(
        headerFooterSchema.safeParse({
          header: {},
          footer: { content: [{ type: 'FooterNewsletter', props: { id } }] },
        }).success,
      ).toBe(false);
    expect(
      headerFooterSchema.safeParse({
        header: {},
        footer: {
          content: [{ type: 'FooterNewsletter', props: { id: 'n', buttonText: 'x'.repeat(41) } }],
        },
      }).success,
    ).toBe(false);
  });
});
