import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_EVENT } from '../../store/cart-session.ts';
import { aCart, aProduct, aVariant, scriptedRequest } from '../../store/store-factories.ts';
import { enhanceProduct } from './island.ts';
import { ProductPage } from './ProductPage.tsx';
import { productIslandProps } from './product-props.ts';

const sized = aProduct({
  options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
  variants: [
    aVariant({ id: 'vs', price: 2500, qtyInStock: 3, optionValues: [{ optionName: 'Size', value: 'S' }] }),
    aVariant({
      id: 'vm',
      price: 3000,
      salePrice: 2400,
      onSale: true,
      qtyInStock: 3,
      optionValues: [{ optionName: 'Size', value: 'M' }],
    }),
    aVariant({ id: 'vl', price: 3500, qtyInStock: 0, optionValues: [{ optionName: 'Size', value: 'L' }] }),
  ],
});

function mount(product = sized, answers: { status: number; data: unknown }[] = []) {
  document.body.innerHTML = renderToString(<ProductPage product={product} currencyCode="USD" />);
  const element = document.querySelector<HTMLElement>('[data-island="Product"]')!;
  const scripted = scriptedRequest(answers);
  enhanceProduct(element, productIslandProps(product, 'USD'), scripted.request);
  return { element, ...scripted };
}

const choose = (value: string) => fireEvent.change(screen.getByLabelText('Size'), { target: { value } });
const price = () => document.querySelector('[data-price-slot]')?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the product page island', () => {
  it('SHOP-025 a chosen variant without stock turns the button into a disabled "Sold out"', () => {
    mount();
    const option = (value: string) =>
      Array.from(screen.getByLabelText<HTMLSelectElement>('Size').options).find((o) => o.value === value)!;
    expect(option('L').textContent).toBe('L (Sold out)');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
    choose('L');
    expect(screen.getByRole('button', { name: 'Sold out' })).toHaveProperty('disabled', true);
    expect(price()).toBe('$35.00');
  });

  it('shows the chosen variant’s price, a sale with the old price struck through', () => {
    mount();
    expect(price()).toBe('$25.00');
    choose('M');
    expect(document.querySelector('[data-price-current]')?.textContent).toBe('$24.00');
    expect(document.querySelector('s[data-price-compare]')?.textContent).toBe('Regular price $30.00');
  });

  it('adds the chosen variant and quantity, says so with a link to the cart, and tells the badge', async () => {
    const cart = aCart();
    const { calls } = mount(sized, [{ status: 200, data: { cart } }]);
    const heard = vi.fn();
    window.addEventListener(CART_EVENT, heard);
    choose('M');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Added to cart View cart'));
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/commerce/cart/items',
        body: { productId: 'p1', variantId: 'vm', quantity: 2 },
      },
    ]);
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ detail: cart }));
    window.removeEventListener(CART_EVENT, heard);
  });

  it('shows the server’s message when the stock cannot cover the quantity (409)', async () => {
    mount(sized, [{ status: 409, data: { error: 'sold_out', message: 'Only 3 left of Linen apron.' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Only 3 left of Linen apron.'),
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
  });

  it('a thumbnail becomes the main picture', () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Picture 2 of 2' }));
    expect(document.querySelector<HTMLImageElement>('[data-main-image]')?.getAttribute('src')).toBe(
      '/s/demo/apron-back.jpg',
    );
    expect(screen.getByRole('button', { name: 'Picture 2 of 2' }).getAttribute('aria-pressed')).toBe('true');
  });
});
