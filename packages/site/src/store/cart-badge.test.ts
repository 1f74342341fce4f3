import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCartBadge } from '../islands/client.ts';
import { CartIndicator, startCartBadge } from './cart-badge.ts';
import { announceCart, CART_COOKIE, CART_EVENT } from './cart-session.ts';
import { aCart, anEntry, scriptedRequest } from './store-factories.ts';

function badge(): HTMLElement {
  document.body.innerHTML =
    '<a href="/cart" data-cart-badge="" data-state="uninitialized" aria-label="Cart">Cart<span data-cart-count=""></span></a>';
  return document.querySelector<HTMLElement>('[data-cart-badge]')!;
}

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cart cookie as the server would.
  document.cookie = 'folio_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

afterEach(() => {
  document.body.innerHTML = '';
  clearCookie();
  vi.restoreAllMocks();
});

describe('the cart badge', () => {
  it('SHOP-019 is uninitialized until the first sync, then initialized', () => {
    const element = badge();
    const indicator = new CartIndicator(element);
    expect(indicator.isInitialized).toBe(false);
    expect(element.dataset.state).toBe('uninitialized');
    indicator.sync({ items: 0, subtotal: '$0.00' });
    expect(indicator.isInitialized).toBe(true);
    expect(element.dataset.state).toBe('initialized');
  });

  it('SHOP-020 a sync takes the item count and the subtotal text', () => {
    const element = badge();
    new CartIndicator(element).sync({ items: 3, subtotal: '$75.00' });
    expect(element.querySelector<HTMLElement>('[data-cart-count]')?.dataset.countText).toBe('3');
    expect(element.getAttribute('aria-label')).toBe('3 items in cart');
    // issue 14 item 17: the number is not text of the link, whose name must hold its visible text.
    expect(element.textContent).toBe('Cart');
    expect(element.title).toBe('Subtotal: $75.00');
    new CartIndicator(element).sync({ items: 101, subtotal: '$9,999.00' });
    expect(element.querySelector<HTMLElement>('[data-cart-count]')?.dataset.countText).toBe('100+');
    expect(element.getAttribute('aria-label')).toBe('More than 100 items in cart');
  });

  it('syncs at once with an empty cart when there is no cart cookie, asking nothing', async () => {
    const element = badge();
    const { request, calls } = scriptedRequest([]);
    await startCartBadge(element, { currencyCode: 'USD', request });
    expect(calls).toEqual([]);
    expect(element.dataset.state).toBe('initialized');
    expect(element.getAttribute('aria-label')).toBe('0 items in cart');
    expect(element.title).toBe('Subtotal: $0.00');
  });

  it('with the cart cookie loads the cart, then follows every folio:cart change', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cart cookie as the server would.
    document.cookie = 'folio_cart=abc123; path=/';
    const element = badge();
    const { request, calls } = scriptedRequest([{ status: 200, data: { cart: aCart() } }]);
    await startCartBadge(element, { currencyCode: 'USD', request });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/commerce/cart']);
    expect(element.querySelector<HTMLElement>('[data-cart-count]')?.dataset.countText).toBe('2');
    expect(element.title).toBe('Subtotal: $50.00');
    announceCart(aCart({ entries: [anEntry({ quantity: 1 })] }));
    expect(element.getAttribute('aria-label')).toBe('One item in cart');
    expect(element.title).toBe('Subtotal: $25.00');
  });

  it('SHOP-021 a badge chunk that does not load is reported on the console only', async () => {
    badge();
    document.cookie = 'folio_cart=abc123; path=/';
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      loadCartBadge(document, () => Promise.reject(new Error('chunk 404'))),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Commerce rollup not loaded', expect.any(Error));
    expect(document.querySelector('[data-cart-badge]')?.getAttribute('data-state')).toBe('uninitialized');
  });

  it('issue 16: a cart placed beside the navigation has two links (desktop list, phone menu): every copy syncs', async () => {
    document.body.innerHTML = ['inline', 'menu']
      .map(
        (where) =>
          `<a href="/cart" id="${where}" data-cart-badge="" data-state="uninitialized" aria-label="Cart">Cart<span data-cart-count=""></span></a>`,
      )
      .join('');
    document.cookie = 'folio_cart=abc123; path=/';
    const start = vi.fn(async (elements: HTMLElement | HTMLElement[]) =>
      new CartIndicator(elements).sync({ items: 2, subtotal: '$20.00' }),
    );
    await loadCartBadge(document, async () => ({ startCartBadge: start }) as never);
    for (const id of ['inline', 'menu']) {
      const element = document.getElementById(id)!;
      expect(element.dataset.state, id).toBe('initialized');
      expect(element.getAttribute('aria-label'), id).toBe('2 items in cart');
    }
  });

  it('the runtime loads no badge code on a page without the cart link', async () => {
    document.body.innerHTML = '<header></header>';
    const load = vi.fn();
    await loadCartBadge(document, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('decision 057 SHOP-019 SHOP-020: with no cart cookie the runtime syncs the empty cart itself, loading no badge code, as the chunk would', async () => {
    const element = badge();
    // Never settles: its listener for a first cart change outlives this test.
    const load = vi.fn(() => new Promise<never>(() => {}));
    await loadCartBadge(document, load);
    expect(load).not.toHaveBeenCalled();
    const byRuntime = element.outerHTML;
    const other = badge();
    await startCartBadge(other, { currencyCode: 'USD', request: scriptedRequest([]).request });
    expect(other.outerHTML).toBe(byRuntime);
    expect(other.title).toBe('Subtotal: $0.00');
  });

  it('decision 057: the first cart change on a page with no cart cookie loads the badge code, which shows that cart without asking', async () => {
    const element = badge();
    const { request, calls } = scriptedRequest([]);
    const loaded = new Promise<void>((resolve) => {
      void loadCartBadge(
        document,
        async () =>
          ({
            startCartBadge: (elements: HTMLElement[], options: Parameters<typeof startCartBadge>[1]) =>
              startCartBadge(elements, { ...options, request }).finally(resolve),
            CartIndicator,
          }) as never,
      );
    });
    expect(element.getAttribute('aria-label')).toBe('0 items in cart');
    announceCart(aCart());
    await loaded;
    expect(calls).toEqual([]);
    expect(element.getAttribute('aria-label')).toBe('2 items in cart');
    expect(element.title).toBe('Subtotal: $50.00');
    announceCart(aCart({ entries: [anEntry({ quantity: 1 })] }));
    expect(element.getAttribute('aria-label')).toBe('One item in cart');
  });

  it('the runtime writes out the cart cookie and event names of cart-session.ts', async () => {
    const client = await import('../islands/client.ts');
    expect([client.CART_COOKIE, client.CART_EVENT]).toEqual([CART_COOKIE, CART_EVENT]);
  });
});
