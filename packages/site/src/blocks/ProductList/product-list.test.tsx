import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreContext } from '../../store/store-context.ts';
import { aProduct, aVariant, scriptedRequest } from '../../store/store-factories.ts';
import { enhanceQuickView } from './island.tsx';
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

  it('Quick view opens a dialog with the product and counts the view', () => {
    document.body.innerHTML = renderList();
    const element = document.querySelector<HTMLElement>('[data-island="ProductList"]')!;
    const { request, calls } = scriptedRequest([{ status: 204, data: {} }]);
    enhanceQuickView(element, { products: products.map((p) => quickViewProduct(p, 'USD')) }, request);
    fireEvent.click(screen.getAllByRole('button', { name: 'Quick view' })[1]!);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('h2')?.textContent).toBe('Tea towel');
    expect(dialog.textContent).toContain('From $12.00');
    expect(dialog.textContent).toContain('Stonewashed linen.');
    expect(dialog.querySelector('a')?.getAttribute('href')).toBe('/shop/p/tea-towel');
    expect(dialog.querySelector('a')?.textContent).toBe('View product');
    expect(calls).toEqual([{ method: 'POST', url: '/api/census/RecordQuickView/p2', body: {} }]);
    fireEvent.click(dialog.querySelector('button[aria-label="Close"]')!);
    expect(dialog.open).toBe(false);
    vi.restoreAllMocks();
  });
});
