import { MESSAGES } from '@folio/core/message-catalogue';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCart, anEntry, scriptedRequest } from '../../store/store-factories.ts';
import { CartPage } from './CartPage.tsx';
import { CartView } from './CartView.tsx';
import type { CartIslandProps } from './cart-props.ts';
import { hydrate } from './island.tsx';

const settings: CartIslandProps = {
  currencyCode: 'USD',
  checkoutMinimumCents: 0,
  instalments: { enabled: false, minCents: 0, maxCents: 0 },
};

function showCart(answers: { status: number; data: unknown }[], extra: Partial<CartIslandProps> = {}) {
  const scripted = scriptedRequest(answers);
  const navigate = vi.fn();
  render(<CartView {...settings} {...extra} request={scripted.request} navigate={navigate} />);
  return { ...scripted, navigate };
}

const quantityOf = (title: string) => screen.getByLabelText<HTMLInputElement>(`Quantity of ${title}`);

async function setQuantity(title: string, value: string) {
  const input = quantityOf(title);
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    fireEvent.blur(input);
  });
}

/** The site's own dialog (runtime/dialog.ts, decision 045): waits for it, then answers with a button. */
async function answerDialog(action: 'confirm' | 'cancel') {
  const dialog = await waitFor(() => {
    const open = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (!open) throw new Error('no dialog is open');
    return open;
  });
  const text = dialog.querySelector('p')?.textContent;
  const buttons = Array.from(dialog.querySelectorAll('button'), (b) => b.textContent);
  await act(async () => {
    dialog.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)!.click();
  });
  return { text, buttons };
}

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cart cookie as the server would.
  document.cookie = 'folio_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

afterEach(() => {
  cleanup();
  clearCookie();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the cart page', () => {
  it('SHOP-018 without a cart root on the page the island does nothing', () => {
    document.body.innerHTML = '<div data-island="Cart"><p>Something else</p></div>';
    const element = document.querySelector<HTMLElement>('[data-island]')!;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    hydrate(element, settings);
    expect(element.innerHTML).toBe('<p>Something else</p>');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('SHOP-018 the server renders the cart root with a loading state', () => {
    document.body.innerHTML = renderToString(<CartPage {...settings} />);
    expect(document.querySelector('[data-cart-root]')?.textContent).toContain('Loading your cart…');
  });

  it('lists the lines with options, unit price, quantity and line total, and the subtotal', async () => {
    showCart([{ status: 200, data: { cart: aCart() } }]);
    expect(await screen.findByRole('link', { name: 'Linen apron' })).toBeTruthy();
    expect(screen.getByText('Colour: Sand')).toBeTruthy();
    expect(quantityOf('Linen apron').value).toBe('2');
    expect(screen.getAllByText('$50.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Shipping and tax are calculated at checkout')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('says an empty cart is empty, with a way back to the shop', async () => {
    showCart([{ status: 200, data: { cart: aCart({ entries: [] }) } }]);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('SHOP-015 setting a quantity to 0 asks first; cancelling restores the quantity and sends nothing', async () => {
    const { calls } = showCart([{ status: 200, data: { cart: aCart() } }]);
    await screen.findByRole('link', { name: 'Linen apron' });
    await setQuantity('Linen apron', '0');
    expect(await answerDialog('cancel')).toEqual({
      text: 'Remove this item from your cart?',
      buttons: ['Cancel', 'Remove'],
    });
    await waitFor(() => expect(quantityOf('Linen apron').value).toBe('2'));
    expect(calls).toHaveLength(1);
  });

  it('SHOP-015 issue 19: Enter on 0 asks once, though the dialog taking focus blurs the field', async () => {
    showCart([{ status: 200, data: { cart: aCart() } }]);
    await screen.findByRole('link', { name: 'Linen apron' });
    const input = quantityOf('Linen apron');
    input.focus();
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(document.querySelector('dialog[open]')).not.toBeNull());
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    await answerDialog('cancel');
  });

  it('SHOP-015 confirming 0 removes the item (PUT quantity 0)', async () => {
    const { calls } = showCart([
      { status: 200, data: { cart: aCart() } },
      { status: 200, data: { cart: aCart({ entries: [] }) } },
    ]);
    await screen.findByRole('link', { name: 'Linen apron' });
    await setQuantity('Linen apron', '0');
    await answerDialog('confirm');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ method: 'PUT', url: '/api/commerce/cart/items/e1', body: { quantity: 0 } });
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });

  it('SHOP-016 a quantity that cannot be updated says "Unable to update quantity" and restores it', async () => {
    const { calls } = showCart([
      { status: 200, data: { cart: aCart() } },
      { status: 409, data: { error: 'sold_out', message: 'Only 5 left.' } },
    ]);
    await screen.findByRole('link', { name: 'Linen apron' });
    await setQuantity('Linen apron', '9');
    expect(calls[1]).toEqual({ method: 'PUT', url: '/api/commerce/cart/items/e1', body: { quantity: 9 } });
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.unableToUpdateQuantity);
    expect(quantityOf('Linen apron').value).toBe('2');
  });

  it('SHOP-017 an item that cannot be removed says "Unable to remove item"', async () => {
    const { calls } = showCart([
      { status: 200, data: { cart: aCart() } },
      { status: 500, data: { error: 'internal' } },
    ]);
    await screen.findByRole('link', { name: 'Linen apron' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    });
    expect(calls[1]).toEqual({ method: 'DELETE', url: '/api/commerce/cart/items/e1', body: undefined });
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.unableToRemoveItem);
  });

  it('a changed quantity updates the cart and tells the header badge', async () => {
    const heard = vi.fn();
    window.addEventListener('folio:cart', heard);
    const updated = aCart({ entries: [anEntry({ quantity: 3 })] });
    showCart([
      { status: 200, data: { cart: aCart() } },
      { status: 200, data: { cart: updated } },
    ]);
    await screen.findByRole('link', { name: 'Linen apron' });
    await setQuantity('Linen apron', '3');
    // The update is a request and a render away; on a busy machine, past one act().
    await waitFor(() => expect(heard).toHaveBeenCalledWith(expect.objectContaining({ detail: updated })));
    await waitFor(() => expect(screen.getAllByText('$75.00').length).toBeGreaterThan(0));
    window.removeEventListener('folio:cart', heard);
  });

  it('applies a discount code and shows invalid codes with their reason', async () => {
    const { calls } = showCart([
      { status: 200, data: { cart: aCart() } },
      {
        status: 200,
        data: {
          cart: aCart({
            coupons: ['OLD'],
            invalidCoupons: [{ code: 'OLD', reason: 'This code has expired.' }],
          }),
        },
      },
    ]);
    await screen.findByRole('link', { name: 'Linen apron' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Discount code' }), { target: { value: 'OLD' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/commerce/cart/coupons', body: { code: 'OLD' } });
    expect(await screen.findByText(/This code has expired\./)).toBeTruthy();
  });

  it('SHOP-031 below the checkout minimum it says so and the Checkout button is disabled', async () => {
    showCart([{ status: 200, data: { cart: aCart() } }], { checkoutMinimumCents: 10_000 });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'To check out, your order subtotal must be $100.00 or more.',
    );
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true);
  });

  it('SHOP-032 shows the instalment message when instalments are on', async () => {
    showCart([{ status: 200, data: { cart: aCart() } }], {
      instalments: { enabled: true, minCents: 0, maxCents: 100_000 },
    });
    expect(
      await screen.findByText('Pay in interest-free instalments on orders up to $1,000.00.'),
    ).toBeTruthy();
  });

  it('SHOP-003 Checkout without the cart cookie alerts and does not continue', async () => {
    const { navigate } = showCart([{ status: 200, data: { cart: aCart() } }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(await answerDialog('confirm')).toEqual({
      text: 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
      buttons: ['OK'],
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('SHOP-001 SHOP-002 Checkout with the cart cookie goes to /commerce/goto-checkout', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cart cookie as the server would.
    document.cookie = 'folio_cart=abc; path=/';
    const { navigate } = showCart([{ status: 200, data: { cart: aCart() } }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(navigate).toHaveBeenCalledWith('/commerce/goto-checkout');
    // Decision 042: a site event the owner's analytics counts.
    expect((window.folio as unknown as { track: unknown[] }).track).toContainEqual({
      site: { event: 'checkout-started' },
    });
  });
});
