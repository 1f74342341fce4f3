import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreContext } from '../../store/store-context.ts';
import { aCart, aProduct, aVariant, scriptedRequest } from '../../store/store-factories.ts';
import { enhanceQuickView } from './island.ts';
import { ProductList, quickViewProduct } from './ProductList.tsx';

const products = [
  aProduct({ variants: [aVariant({ price: 2500, salePrice: 2000, onSale: true })] }),
  aProduct({
    id: 'p2',
    title: 'Tea towel',
    url: '/shop/p/tea-towel',
    variants: [aVariant({ id: 'a', price: 1200 }), aVariant({ id: 'b', price: 1800 })],
  }),
  aProduct({ id: 'p3', title: 'Mug', url: '/shop/p/mug', variants: [aVariant({ qtyInStock: 0 })] }),
];

function renderList() {
  return renderToString(
    <StoreContext.Provider value={{ currencyCode: 'USD', measurementSystem: 'IMPERIAL', products }}>
      <ProductList heading="Shop" columns={3} />
    </StoreContext.Provider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the ProductList block', () => {
  it('in the editor (no store context) shows a placeholder', () => {
    const html = renderToString(<ProductList heading="Shop" columns={3} />);
    expect(html).toContain('Your products appear here on the published site');
    expect(html).not.toContain('data-island');
  });

  it('shows each product as a card: picture, title, price, sale and sold-out tags, "from" prices', () => {
    document.body.innerHTML = renderList();
    const cards = Array.from(document.querySelectorAll('li'));
    expect(cards.map((c) => c.querySelector('a')?.textContent)).toEqual([
      'SaleLinen apron$20.00 Regular price $25.00',
      'Tea towelFrom $12.00',
      'Sold outMug$25.00',
    ]);
    expect(screen.getByRole('link', { name: /Tea towel/ }).getAttribute('href')).toBe('/shop/p/tea-towel');
    expect(screen.getAllByRole('button', { name: 'Quick view' })).toHaveLength(3);
  });

  it('TRACK-019 Quick view opens a dialog with the product and counts the view through the collector', () => {
    document.body.innerHTML = renderList();
    const element = document.querySelector<HTMLElement>('[data-island="ProductList"]')!;
    const { request, calls } = scriptedRequest([{ status: 204, data: {} }]);
    enhanceQuickView(element, { products: products.map((p) => quickViewProduct(p, 'USD')) }, request);
    fireEvent.click(screen.getAllByRole('button', { name: 'Quick view' })[1]!);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('h2')?.textContent).toBe('Tea towel');
    // The chosen variant's price (the first available), as on the product page.
    expect(dialog.textContent).toContain('$12.00');
    expect(dialog.textContent).toContain('Stonewashed linen.');
    expect(dialog.querySelector('a')?.getAttribute('href')).toBe('/shop/p/tea-towel');
    expect(dialog.querySelector('a')?.textContent).toBe('View product');
    // Queued for the collector (decision 042), which sends it by beacon; nothing is posted here.
    expect(calls).toEqual([]);
    expect((window.folio as unknown as { track: unknown[] }).track).toContainEqual({
      census: 'RecordQuickView/p2',
      fields: {},
    });
    fireEvent.click(dialog.querySelector('button[aria-label="Close"]')!);
    expect(dialog.open).toBe(false);
    vi.restoreAllMocks();
  });

  it('issue 14 item 16: quick view has the product page’s variant picker and Add to Cart, and adds the chosen variant', async () => {
    const sizes = aProduct({
      id: 'p9',
      title: 'Canvas tote',
      url: '/shop/p/canvas-tote',
      options: [{ name: 'Size', values: ['S', 'L'] }],
      variants: [
        aVariant({
          id: 'vs',
          price: 3000,
          qtyInStock: 0,
          optionValues: [{ optionName: 'Size', value: 'S' }],
        }),
        aVariant({
          id: 'vl',
          price: 3400,
          qtyInStock: 3,
          optionValues: [{ optionName: 'Size', value: 'L' }],
        }),
      ],
    });
    document.body.innerHTML = renderToString(
      <StoreContext.Provider
        value={{ currencyCode: 'USD', measurementSystem: 'IMPERIAL', products: [sizes] }}
      >
        <ProductList heading="Shop" columns={3} />
      </StoreContext.Provider>,
    );
    const element = document.querySelector<HTMLElement>('[data-island="ProductList"]')!;
    const cart = aCart();
    // The quick-view census goes through the collector (decision 042): only the cart is posted here.
    const { request, calls } = scriptedRequest([{ status: 200, data: { cart } }]);
    const announced: unknown[] = [];
    window.addEventListener('folio:cart', (event) => announced.push((event as CustomEvent).detail));
    enhanceQuickView(element, { products: [quickViewProduct(sizes, 'USD')] }, request);
    fireEvent.click(screen.getByRole('button', { name: 'Quick view' }));
    const dialog = document.querySelector('dialog')!;
    const size = dialog.querySelector<HTMLSelectElement>('select[data-option="Size"]')!;
    expect(Array.from(size.options, (o) => o.textContent)).toEqual(['S (Sold out)', 'L']);
    const add = dialog.querySelector<HTMLButtonElement>('button[data-add]')!;
    expect(add.textContent).toBe('Add to Cart');
    // Enabled once the product page's add-to-cart code (its own chunk) has set it up.
    await vi.waitFor(() => expect(add.disabled).toBe(false));
    expect(dialog.textContent).toContain('$34.00');
    size.value = 'S';
    fireEvent.change(size);
    expect(add.textContent).toBe('Sold out');
    expect(add.disabled).toBe(true);
    size.value = 'L';
    fireEvent.change(size);
    fireEvent.submit(dialog.querySelector('form[data-add-to-cart]')!);
    await vi.waitFor(() =>
      expect(dialog.querySelector('[data-cart-status]')?.textContent).toContain('Added to cart'),
    );
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/commerce/cart/items',
      body: { productId: 'p9', variantId: 'vl', quantity: 1 },
    });
    expect(announced).toEqual([cart]);
    // Decision 042: the add-to-cart is an events-service event about the product.
    expect((window.folio as unknown as { track: unknown[] }).track).toContainEqual({
      analytics: expect.objectContaining({
        commonData: expect.objectContaining({
          action: 'add-to-cart',
          object_id: 'p9',
          object_type: 'product',
        }),
      }),
    });
  });
});
