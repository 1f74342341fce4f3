// Issue 20 section 4 (SHOP-006, decision 065): the store checkout's gift-card field and the
// gift-card checkout form, in the browser.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCart, anEntry, scriptedRequest } from '../../store/store-factories.ts';
import { CheckoutView } from '../Checkout/CheckoutView.tsx';
import { GiftCardCheckoutView } from './GiftCardCheckoutView.tsx';

const settings = {
  currencyCode: 'USD',
  checkoutMinimumCents: 0,
  instalments: { enabled: false, minCents: 0, maxCents: 0 },
  paymentProvider: 'test' as const,
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const digitalCart = (cents: number) =>
  aCart({
    entries: [
      anEntry({
        productType: 'digital',
        optionValues: [],
        quantity: 1,
        unitPriceCents: cents,
        totalCents: cents,
      }),
    ],
    requiresShipping: false,
  });

afterEach(() => cleanup());

describe('the checkout’s gift card (issue 20)', () => {
  it('SHOP-006: a gift card that covers the order needs no card; the code goes with the order', async () => {
    const { request, calls } = scriptedRequest([
      { status: 200, data: { cart: digitalCart(1200) } },
      {
        status: 200,
        data: { found: true, balanceCents: 5000, currencyCode: 'USD', status: 'active', codeLast4: 'WXYZ' },
      },
      { status: 200, data: { order: {}, redirect: '/commerce/orders/x' } },
    ]);
    const navigate = vi.fn();
    render(<CheckoutView {...settings} request={request} navigate={navigate} thisYear={2030} />);
    await screen.findByRole('heading', { name: 'Gift card' });
    type('Email', 'ada@example.com');
    type('Gift card code (optional)', 'abcd-efgh-jkmn-wxyz');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    });
    expect(calls[1]).toEqual({
      method: 'POST',
      url: '/api/commerce/gift-cards/balance',
      body: { code: 'abcd-efgh-jkmn-wxyz' },
    });
    const applied = screen.getByText(/Gift card ending WXYZ/);
    expect(applied.textContent).toContain('$12.00 off this order. $38.00 will remain on the card.');
    expect(screen.getByText('The gift card pays the whole order: no card payment is needed.')).toBeTruthy();
    // The card's fields are hidden (kept mounted, so Stripe's field survives removing the gift card).
    const payment = screen.getByRole('heading', { name: 'Payment', hidden: true }).closest('section')!;
    expect(payment.style.display).toBe('none');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    expect(calls[2]).toMatchObject({
      method: 'POST',
      url: '/api/commerce/checkout',
      body: { email: 'ada@example.com', giftCardCode: 'abcd-efgh-jkmn-wxyz' },
    });
    expect(navigate).toHaveBeenCalledWith('/commerce/orders/x');
  });

  it('SHOP-006: a gift card smaller than the order leaves the rest to the card, whose fields are still asked for', async () => {
    const { request, calls } = scriptedRequest([
      { status: 200, data: { cart: digitalCart(9000) } },
      {
        status: 200,
        data: { found: true, balanceCents: 2500, currencyCode: 'USD', status: 'active', codeLast4: 'WXYZ' },
      },
    ]);
    render(<CheckoutView {...settings} request={request} navigate={vi.fn()} thisYear={2030} />);
    await screen.findByRole('heading', { name: 'Gift card' });
    type('Email', 'ada@example.com');
    type('Gift card code (optional)', 'ABCD-EFGH-JKMN-WXYZ');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    });
    expect(screen.getByText('To pay by card: $65.00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment' }).closest('section')!.style.display).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    expect(screen.getByText('Enter the card number.')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('SHOP-006: an unknown code is named and nothing is applied', async () => {
    const { request } = scriptedRequest([
      { status: 200, data: { cart: digitalCart(1200) } },
      { status: 200, data: { found: false } },
    ]);
    render(<CheckoutView {...settings} request={request} navigate={vi.fn()} thisYear={2030} />);
    await screen.findByRole('heading', { name: 'Gift card' });
    type('Gift card code (optional)', 'nope');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    });
    expect(screen.getByText('That gift card code is not valid. Check it and try again.')).toBeTruthy();
    expect(screen.getByLabelText('Gift card code (optional)').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the gift-card checkout (SHOP-006)', () => {
  const ready = {
    state: 'ready' as const,
    websiteId: 'a'.repeat(24),
    product: {
      id: 'b'.repeat(24),
      title: 'Gift card',
      description: '',
      denominations: [
        { sku: 'G25', amountCents: 2500 },
        { sku: 'G50', amountCents: 5000 },
      ],
    },
    selectedSku: 'G50',
    currencyCode: 'USD',
    paymentProvider: 'test' as const,
  };

  it('SHOP-006: names what is missing, then sends the chosen amount, recipient, message and buyer', async () => {
    const { request, calls } = scriptedRequest([
      { status: 200, data: { giftCard: { recipientEmail: 'grace@example.com', amountCents: 2500 } } },
    ]);
    render(<GiftCardCheckoutView {...ready} live request={request} thisYear={2030} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Buy gift card · $50.00' }));
    });
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: /\$25\.00/ }));
    type('Recipient’s email', 'grace@example.com');
    type('Message (optional)', 'Enjoy!');
    type('Your name', 'Ada');
    type('Your email', 'ada@example.com');
    type('Card number', '4242 4242 4242 4242');
    type('Expiry month', '12');
    type('Expiry year', '2031');
    type('Security code (CVC)', '123');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Buy gift card · $25.00' }));
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/commerce/gift-cards/purchase',
      body: {
        giftCardProductId: 'b'.repeat(24),
        sku: 'G25',
        recipientEmail: 'grace@example.com',
        message: 'Enjoy!',
        buyerName: 'Ada',
        buyerEmail: 'ada@example.com',
        payment: {
          provider: 'test',
          cardNumber: '4242424242424242',
          expMonth: 12,
          expYear: 2031,
          cvc: '123',
        },
      },
    });
    expect(screen.getByText('Your gift card is on its way.')).toBeTruthy();
  });

  const bought = {
    giftCard: {
      id: 'c'.repeat(24),
      amountCents: 5000,
      recipientEmail: 'grace@example.com',
      buyerEmail: 'ada@example.com',
    },
  };

  it('issue 20: with Stripe, a card that asks for 3-D Secure runs handleNextAction, then the confirm settles it', async () => {
    const { request, calls } = scriptedRequest([
      {
        status: 200,
        data: {
          ...bought,
          requiresAction: { kind: 'stripe', clientSecret: 'pi_1_secret_2' },
          confirmToken: 'd'.repeat(32),
        },
      },
      { status: 200, data: bought },
    ]);
    const handleNextAction = vi.fn(async () => ({ ok: true as const }));
    const mountCard = vi.fn(async () => ({
      createPaymentMethod: async () => ({ id: 'pm_1' }),
      handleNextAction,
      destroy: () => {},
    }));
    const navigate = vi.fn();
    render(
      <GiftCardCheckoutView
        {...ready}
        paymentProvider="stripe"
        stripePublishableKey="pk_test_1"
        live
        request={request}
        mountCard={mountCard}
        navigate={navigate}
      />,
    );
    await screen.findByRole('button', { name: 'Buy gift card · $50.00' });
    type('Recipient’s email', 'grace@example.com');
    type('Your name', 'Ada');
    type('Your email', 'ada@example.com');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Buy gift card · $50.00' }));
    });
    expect(handleNextAction).toHaveBeenCalledWith('pi_1_secret_2');
    expect(calls[1]).toEqual({
      method: 'POST',
      url: '/api/commerce/gift-cards/confirm',
      body: { id: 'c'.repeat(24), token: 'd'.repeat(32) },
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByText('Your gift card is on its way.')).toBeTruthy();
  });

  it('issue 20: back from the test challenge, the page confirms on load and shows the server’s refusal', async () => {
    window.history.replaceState(
      null,
      '',
      `/checkout/giftcard?sku=G50&payment_return=${'c'.repeat(24)}.${'d'.repeat(32)}`,
    );
    let answer: (value: { status: number; data: unknown }) => void = () => {};
    const calls: unknown[] = [];
    const request = (async (method: string, url: string, body?: unknown) => {
      calls.push({ method, url, body });
      return new Promise((resolve) => {
        answer = resolve;
      });
    }) as never;
    render(<GiftCardCheckoutView {...ready} live request={request} thisYear={2030} />);
    expect(screen.getByRole('status').textContent).toContain('Confirming your payment…');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/commerce/gift-cards/confirm',
        body: { id: 'c'.repeat(24), token: 'd'.repeat(32) },
      },
    ]);
    // The return is taken out of the address: a reload confirms nothing again.
    expect(window.location.search).toBe('?sku=G50');
    await act(async () => {
      answer({
        status: 402,
        data: { error: 'authentication_failed', message: 'Your bank could not confirm this payment.' },
      });
    });
    expect(screen.getByRole('alert').textContent).toBe('Your bank could not confirm this payment.');
    expect(screen.getByRole('button', { name: 'Buy gift card · $50.00' })).toBeTruthy();
  });
});
