// Issue 20 section 2 (SHOP-004, PAGE-012): the subscriptions' pages in the site's layout and their
// island: the subscribe form takes Stripe's card element when the store uses Stripe.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhance } from './island.ts';
import { SubscriptionPage } from './SubscriptionPage.tsx';
import type { SubscriptionPageView } from './subscription-props.ts';

const createPaymentMethod = vi.fn(async () => ({ id: 'pm_card_visa' }));
vi.mock('../../store/stripe-card.ts', () => ({
  mountStripeCard: vi.fn(async () => ({ createPaymentMethod, handleNextAction: vi.fn(), destroy: vi.fn() })),
}));

const subscribe = (paymentProvider: 'test' | 'stripe'): SubscriptionPageView => ({
  view: 'subscribe',
  cartToken: 'c'.repeat(43),
  title: 'Studio Plant Care',
  quantity: 1,
  phrase: '$25.00 every month',
  total: '$25.00',
  physical: false,
  paymentProvider,
  stripePublishableKey: paymentProvider === 'stripe' ? 'pk_test_1' : null,
});

function mount(view: SubscriptionPageView) {
  document.body.innerHTML = renderToString(<SubscriptionPage view={view} />);
  const root = document.querySelector<HTMLElement>('[data-island="Subscription"]')!;
  enhance(root, JSON.parse(root.dataset.props!));
  return root;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('issue 20: the subscriptions pages', () => {
  it('SHOP-004 the subscribe page shows the plan phrase and, with the test gateway, the test card fields', () => {
    const html = renderToString(<SubscriptionPage view={subscribe('test')} />);
    expect(html).toContain('$25.00 every month');
    expect(html).toContain('name="cardNumber"');
    expect(html).not.toContain('data-stripe-card');
  });

  it('SHOP-004 with Stripe the subscribe form mounts Stripe’s card element and sends a PaymentMethod id, never a card number', async () => {
    const root = mount(subscribe('stripe'));
    expect(root.querySelector('[name="cardNumber"]')).toBeNull();
    expect(root.querySelector('[data-stripe-card]')).not.toBeNull();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ message: 'stop here' }), { status: 409 }));
    await vi.waitFor(async () => {
      const { mountStripeCard } = await import('../../store/stripe-card.ts');
      expect(mountStripeCard).toHaveBeenCalled();
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.querySelector<HTMLInputElement>('#sub-email')!.value = 'subscriber@example.com';
    root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/^\/api\/commerce\/subscribe\?crumb=/);
    const body = JSON.parse(String(init!.body));
    expect(body.payment).toEqual({ provider: 'stripe', paymentMethodId: 'pm_card_visa' });
    expect(body.cartToken).toBe('c'.repeat(43));
    expect(createPaymentMethod).toHaveBeenCalledWith({ email: 'subscriber@example.com' });
    await vi.waitFor(() => expect(root.querySelector('[data-form-error]')!.textContent).toBe('stop here'));
  });

  it('PAGE-012 the confirmed page shows the plan, the next charge and the manage link', () => {
    const html = renderToString(
      <SubscriptionPage
        view={{
          view: 'confirmed',
          manageUrl: '/account/subscriptions/abc?token=t',
          subscription: {
            id: 'abc',
            title: 'Studio Plant Care',
            email: 'subscriber@example.com',
            phrase: '$25.00 every month',
            status: 'active',
            nextChargeAt: '2027-01-03T00:00:00.000Z',
            cardLast4: '4242',
            paidPeriods: 1,
            numBillingCycles: 0,
          },
        }}
      />,
    );
    expect(html).toContain('Subscription confirmed');
    expect(html).toContain('January 3, 2027');
    expect(html).toContain('href="/account/subscriptions/abc?token=t"');
  });
});
