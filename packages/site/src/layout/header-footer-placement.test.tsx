// Issue 16 part 3 (docs/decisions/030): the cart and sign-in where the owner placed them, and the
// footer's newsletter sign-up, as the server renders them.
import type { HeaderElementPlacement } from '@folio/core/header-footer';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

const navigation = [
  { kind: 'link' as const, label: 'About', href: '/about', isCurrent: false, external: false, newTab: false },
];

function headerWith(cart: HeaderElementPlacement, signIn: HeaderElementPlacement, nav = navigation) {
  const html = renderToStaticMarkup(
    <SiteHeader
      siteTitle="Demo"
      navigation={nav}
      hasStore
      hasMemberAccounts
      options={{ layout: 'right', cartPlacement: cart, signInPlacement: signIn }}
    />,
  );
  const part = (marker: RegExp) => marker.exec(html)?.[0] ?? '';
  return {
    html,
    inline: part(/<ul class="_inline[^"]*">[\s\S]*?<\/ul>/),
    menu: part(/<div class="_menuPanel[\s\S]*?<\/ul><\/div>/),
    actions: part(/<div class="_actions[^"]*">[\s\S]*?<\/div>/),
  };
}

describe('issue 16: the cart and sign-in placed by the owner', () => {
  it('issue 16: at the header’s end (the default), both sit in the header’s actions and nowhere else', () => {
    const { html, actions } = headerWith('header', 'header');
    expect(actions).toContain('data-cart-badge');
    expect(actions).toContain('data-account-link');
    expect(html.match(/data-cart-badge/g)).toHaveLength(1);
    expect(html.match(/data-account-link/g)).toHaveLength(1);
  });

  it('issue 16: after the navigation: at the end of the desktop links and inside the phone menu', () => {
    const { inline, menu, actions } = headerWith('navigation', 'navigation');
    expect(inline).toMatch(/About<\/a><\/li><li[^>]*><a [^>]*data-account-link[\s\S]*data-cart-badge/);
    expect(menu).toContain('data-cart-badge');
    expect(menu).toContain('data-account-link');
    expect(actions).not.toContain('data-cart-badge');
  });

  it('issue 16: in the phone menu only: not in the desktop links nor the header’s end; hidden: nowhere', () => {
    const { html, inline, menu } = headerWith('menu', 'hidden');
    expect(menu).toContain('data-cart-badge');
    expect(inline).not.toContain('data-cart-badge');
    expect(html.match(/data-cart-badge/g)).toHaveLength(1);
    expect(html).not.toContain('data-account-link');
  });

  it('issue 16: a site with no navigation links still gets its phone menu when the cart is placed in it', () => {
    const { html } = headerWith('menu', 'header', []);
    expect(html).toContain('data-menu-button');
    expect(html).toMatch(/<div class="_menuPanel[\s\S]*data-cart-badge/);
  });
});

describe('issue 16: the footer’s newsletter sign-up', () => {
  it('UI-100 the Newsletter block’s form and island in the footer, named by the footer block’s id', () => {
    const html = renderToStaticMarkup(
      <SiteFooter
        siteTitle="Demo"
        year={2026}
        content={{
          blocks: [
            {
              type: 'FooterNewsletter',
              props: {
                id: 'footer-news',
                title: 'Newsletter',
                description: 'A letter a month.',
                buttonText: 'Join',
                successMessage: 'Welcome aboard.',
                askName: false,
              },
            },
          ],
          description: '',
          social: [],
          business: null,
        }}
      />,
    );
    expect(html).toContain('data-island="Newsletter"');
    const props = JSON.parse(
      /data-props="([^"]*)"/
        .exec(html)![1]!
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    expect(props).toMatchObject({
      mode: 'subscribe',
      formId: 'footer-news',
      submitButtonText: 'Join',
      successMessage: 'Welcome aboard.',
      isNewsletter: true,
    });
    expect(props).not.toHaveProperty('notificationEmails');
    expect(html).toContain('data-form-id="footer-news"');
    expect(html).toMatch(/<h2[^>]*>Newsletter<\/h2>/);
    expect(html).toContain('A letter a month.');
    expect(html).toMatch(/<input id="newsletter-footer-news-email"[^>]*type="email"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Join<\/button>/);
  });
});
