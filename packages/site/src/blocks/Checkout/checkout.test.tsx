import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCart, anEntry, scriptedRequest } from '../../store/store-factories.ts';
import { CHECK_FIELDS, CheckoutView } from './CheckoutView.tsx';
import type { CheckoutIslandProps } from './checkout-props.ts';

const settings: CheckoutIslandProps = {
  currencyCode: 'USD',
  checkoutMinimumCents: 0,
  instalments: { enabled: false, minCents: 0, maxCents: 0 },
  paymentProvider: 'test',
};

const standard = {
  id: 's1',
  name: 'Standard',
  kind: 'flat' as const,
  flatCents: 500,
  perUnitCents: 0,
  countries: [],
  costCents: 500,
};

function showCheckout(
  answers: { status: number; data: unknown }[],
  extra: Partial<CheckoutIslandProps> = {},
) {
  const scripted = scriptedRequest(answers);
  const navigate = vi.fn();
  render(
    <CheckoutView {...settings} {...extra} request={scripted.request} navigate={navigate} thisYear={2030} />,
  );
  return { ...scripted, navigate };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillDigitalOrder() {
  type('Email', 'ada@example.com');
  type('Card number', '4242 4242 4242 4242');
  type('Expiry month', '12');
  type('Expiry year', '2031');
  type('Security code (CVC)', '123');
}

const digitalCart = () =>
  aCart({
    entries: [anEntry({ productType: 'digital', optionValues: [], quantity: 1 })],
    requiresShipping: false,
  });

afterEach(() => {
  cleanup();
});

describe('the checkout', () => {
  it('asks for the address of a cart that ships; a US postal code must be 5 digits', async () => {
    const { calls } = showCheckout([{ status: 200, data: { cart: aCart({ shippingOptions: [standard] }) } }]);
    await screen.findByRole('heading', { name: 'Shipping address' });
    type('Email', 'ada@example.com');
    type('Full name', 'Ada Lovelace');
    type('Address', '1 Main St');
    type('City', 'Springfield');
    type('State', 'IL');
    type('ZIP code', '6270');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(CHECK_FIELDS);
    expect(screen.getByText('Enter a 5-digit ZIP code.')).toBeTruthy();
    expect(screen.getByLabelText('ZIP code').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(1);
  });

  it('prices shipping and tax once the country, state and postal code are entered', async () => {
    const priced = aCart({
      shippingOptions: [standard],
      selectedShippingOption: standard,
      shippingLocation: { country: 'US', region: 'IL', postalCode: '62701' },
      shippingCostCents: 500,
      taxCents: 413,
      grandTotalCents: 5913,
    });
    const { calls } = showCheckout([
      { status: 200, data: { cart: aCart({ shippingOptions: [standard] }) } },
      { status: 200, data: { cart: priced } },
    ]);
    await screen.findByRole('heading', { name: 'Shipping address' });
    type('State', 'IL');
    type('ZIP code', '62701');
    await act(async () => {
      fireEvent.blur(screen.getByLabelText('ZIP code'));
    });
    expect(calls[1]).toEqual({
      method: 'PUT',
      url: '/api/commerce/cart/shipping',
      body: { location: { country: 'US', region: 'IL', postalCode: '62701' } },
    });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.textContent).toContain('Tax$4.13');
    expect(summary.textContent).toContain('Total$59.13');
    expect(screen.getByRole('radio', { name: /Standard/ })).toHaveProperty('checked', true);
  });

  it('places the order once: the button reads "Placing order…" while waiting, then goes to the confirmation', async () => {
    let answer: (value: { status: number; data: unknown }) => void = () => undefined;
    const calls: unknown[] = [];
    const navigate = vi.fn();
    const request = vi.fn(async (method: string, url: string, body?: unknown) => {
      calls.push({ method, url, body });
      if (method === 'GET') return { status: 200, data: { cart: digitalCart() } };
      return new Promise<{ status: number; data: unknown }>((resolve) => {
        answer = resolve;
      });
    });
    render(<CheckoutView {...settings} request={request as never} navigate={navigate} thisYear={2030} />);
    await screen.findByRole('heading', { name: 'Payment' });
    fillDigitalOrder();
    const button = screen.getByRole('button', { name: 'Place order' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(button.textContent).toBe('Placing order…');
    expect(button).toHaveProperty('disabled', true);
    await act(async () => {
      fireEvent.submit(button.closest('form')!);
    });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({
      method: 'POST',
      url: '/api/commerce/checkout',
      body: {
        email: 'ada@example.com',
        payment: {
          provider: 'test',
          cardNumber: '4242424242424242',
          expMonth: 12,
          expYear: 2031,
          cvc: '123',
        },
      },
    });
    await act(async () =>
      answer({ status: 200, data: { order: { id: 'o1' }, redirect: '/commerce/orders/o1?token=t' } }),
    );
    expect(navigate).toHaveBeenCalledWith('/commerce/orders/o1?token=t');
  });

  it('shows a declined payment (402) in the alert at the top of the form and lets the visitor try again', async () => {
    showCheckout([
      { status: 200, data: { cart: digitalCart() } },
      { status: 402, data: { error: 'payment_declined', message: 'Your card was declined.' } },
    ]);
    await screen.findByRole('heading', { name: 'Payment' });
    fillDigitalOrder();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false);
  });

  it('puts the server’s field errors (400) on their fields', async () => {
    showCheckout([
      { status: 200, data: { cart: digitalCart() } },
      {
        status: 400,
        data: {
          error: 'checkout_invalid',
          message: 'This address cannot receive email.',
          errors: { email: 'This address cannot receive email.' },
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'Payment' });
    fillDigitalOrder();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('checkout-email-error')?.textContent).toBe(
      'This address cannot receive email.',
    );
  });

  it('lists the test cards for the test gateway', async () => {
    showCheckout([{ status: 200, data: { cart: digitalCart() } }]);
    expect(await screen.findByText(/4242 4242 4242 4242 \(paid\)/)).toBeTruthy();
    expect(screen.getByText(/4000 0000 0000 0002 \(declined\)/)).toBeTruthy();
  });

  it('with Stripe, mounts Stripe’s card field, sends only the payment method id, and shows Stripe’s card errors', async () => {
    const results: ({ id: string } | { error: string })[] = [
      { error: 'Your card number is incomplete.' },
      { id: 'pm_1' },
    ];
    const mounted: { key: string; container: HTMLElement }[] = [];
    const mountCard = vi.fn(async (container: HTMLElement, key: string) => {
      mounted.push({ key, container });
      return {
        createPaymentMethod: async () => results.shift()!,
        handleNextAction: async () => ({ ok: true as const }),
        destroy: () => undefined,
      };
    });
    const scripted = scriptedRequest([
      { status: 200, data: { cart: digitalCart() } },
      { status: 200, data: { redirect: '/commerce/orders/x?token=y' } },
    ]);
    const navigate = vi.fn();
    render(
      <CheckoutView
        {...settings}
        paymentProvider="stripe"
        stripePublishableKey="pk_test_1"
        request={scripted.request}
        navigate={navigate}
        mountCard={mountCard}
      />,
    );
    await screen.findByText('Card payments by Stripe');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    // Stripe.js loads after the form shows: wait for it to mount the card field.
    await waitFor(() => expect(mounted[0]?.key).toBe('pk_test_1'));
    expect(mounted[0]?.container.dataset.stripeCard).toBe('');
    type('Email', 'ada@example.com');
    const button = screen.getByRole('button', { name: 'Place order' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('alert').textContent).toBe('Your card number is incomplete.');
    expect(scripted.calls).toHaveLength(1);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(scripted.calls[1]).toMatchObject({
      url: '/api/commerce/checkout',
      body: { email: 'ada@example.com', payment: { provider: 'stripe', paymentMethodId: 'pm_1' } },
    });
    expect(navigate).toHaveBeenCalledWith('/commerce/orders/x?token=y');
  });

  it('SHOP-031 refuses a subtotal below the checkout minimum', async () => {
    showCheckout([{ status: 200, data: { cart: digitalCart() } }], { checkoutMinimumCents: 10_000 });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'To check out, your order subtotal must be $100.00 or more.',
    );
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', true);
  });

  it('issue 20: a card that asks for 3-D Secure goes to the bank’s challenge page the server names', async () => {
    const { calls, navigate } = showCheckout([
      { status: 200, data: { cart: digitalCart() } },
      {
        status: 200,
        data: {
          order: { id: 'o1', status: 'pending' },
          requiresAction: { kind: 'redirect', url: '/commerce/test-challenge/ch_1' },
        },
      },
    ]);
    await screen.findByLabelText('Card number');
    fillDigitalOrder();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    expect(calls[1]?.url).toBe('/api/commerce/checkout');
    expect(navigate).toHaveBeenCalledWith('/commerce/test-challenge/ch_1');
  });

  it('issue 20: back from a failed challenge, the checkout asks the server and shows the bank’s refusal', async () => {
    const scripted = scriptedRequest([
      { status: 200, data: { cart: digitalCart() } },
      {
        status: 402,
        data: {
          error: 'authentication_failed',
          message:
            'Your bank could not confirm this payment, so your card was not charged. Try again or use another card.',
        },
      },
      { status: 200, data: { cart: digitalCart() } },
    ]);
    const navigate = vi.fn();
    render(
      <CheckoutView
        {...settings}
        request={scripted.request}
        navigate={navigate}
        thisYear={2030}
        search="?payment_return=1"
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your bank could not confirm this payment, so your card was not charged. Try again or use another card.',
      ),
    );
    expect(scripted.calls.map((c) => c.url)).toContain('/api/commerce/checkout/confirm');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false);
  });

  it('issue 20: with Stripe, requires_action runs Stripe.js handleNextAction with the client secret, then the server confirms', async () => {
    const handled: string[] = [];
    const mountCard = vi.fn(async () => ({
      createPaymentMethod: async () => ({ id: 'pm_3ds' }),
      handleNextAction: async (secret: string) => {
        handled.push(secret);
        return { ok: true as const };
      },
      destroy: () => undefined,
    }));
    const scripted = scriptedRequest([
      { status: 200, data: { cart: digitalCart() } },
      {
        status: 200,
        data: { order: { id: 'o1' }, requiresAction: { kind: 'stripe', clientSecret: 'pi_1_secret_2' } },
      },
      { status: 200, data: { order: { id: 'o1' }, redirect: '/commerce/orders/o1?token=t' } },
    ]);
    const navigate = vi.fn();
    render(
      <CheckoutView
        {...settings}
        paymentProvider="stripe"
        stripePublishableKey="pk_test_1"
        request={scripted.request}
        navigate={navigate}
        mountCard={mountCard}
      />,
    );
    await waitFor(() => expect(mountCard).toHaveBeenCalled());
    type('Email', 'ada@example.com');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/commerce/orders/o1?token=t'));
    expect(handled).toEqual(['pi_1_secret_2']);
    expect(scripted.calls[2]).toMatchObject({ method: 'POST', url: '/api/commerce/checkout/confirm' });
  });

  it('issue 20: a payment still processing (Stripe) says so instead of an order page', async () => {
    const { navigate } = showCheckout([
      { status: 200, data: { cart: digitalCart() } },
      { status: 200, data: { order: { id: 'o1' }, message: 'Your payment is being processed.' } },
    ]);
    await screen.findByLabelText('Card number');
    fillDigitalOrder();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Your payment is being processed.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('SHOP-033 the order summary shows the instalment message for orders up to the amount, and not above it', async () => {
    const cart = digitalCart();
    showCheckout([{ status: 200, data: { cart } }], {
      instalments: { enabled: true, minCents: 0, maxCents: cart.subtotalCents },
    });
    const upTo = (cart.subtotalCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    expect(await screen.findByText(`Pay in interest-free instalments on orders up to ${upTo}.`)).toBeTruthy();
    cleanup();
    showCheckout([{ status: 200, data: { cart } }], {
      instalments: { enabled: true, minCents: 0, maxCents: cart.subtotalCents - 1 },
    });
    await screen.findByLabelText('Card number');
    expect(screen.queryByText(/interest-free instalments/)).toBeNull();
  });
});
