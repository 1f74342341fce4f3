// Issue 20 (decision 076): the join form with Stripe: Stripe's card Element instead of the test
// card fields, a PaymentMethod sent as { provider: 'stripe', paymentMethodId }, and a join that
// requires_action followed through Stripe.js's handleNextAction, then confirmed on the server.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhance } from './island.ts';
import { MembersPage } from './MembersPage.tsx';
import type { MembersPageView } from './members-props.ts';

const PLAN_ID = 'a9a6a01cce44cc9a2fcc188b';
const MEMBERSHIP_ID = '0123456789abcdef01234567';

const view: MembersPageView = {
  view: 'join',
  screen: {
    options: [{ key: 'left', label: 'Monthly' }],
    plans: [
      {
        id: PLAN_ID,
        name: 'Studio members',
        description: '',
        benefits: [],
        prices: {
          left: { amount: '$12.00', phrase: '$12.00 every month', joinLabel: 'Join Studio members monthly' },
        },
      },
    ],
  },
  selectedPlanId: PLAN_ID,
  selectedOption: 'left',
  hasMemberAccounts: true,
  paymentProvider: 'stripe',
  stripePublishableKey: 'pk_test_folio',
  currencyCode: 'USD',
};

const membership = {
  id: MEMBERSHIP_ID,
  planId: PLAN_ID,
  planName: 'Studio members',
  isCurrent: true,
  status: 'active',
  amountCents: 1200,
  currencyCode: 'USD',
  billingPeriod: { value: 1, unit: 'MONTH' },
  grantedAt: '2026-11-24T10:00:00.000Z',
  currentPeriodEnd: '2026-12-24T10:00:00.000Z',
};

afterEach(() => {
  delete (window as { Stripe?: unknown }).Stripe;
  document.body.innerHTML = '';
});

describe('the join form with Stripe', () => {
  it("issue 20: Stripe's card Element replaces the test fields; a join that requires_action goes through handleNextAction and the confirm", async () => {
    const mounted: HTMLElement[] = [];
    const handleNextAction = vi.fn(async () => ({}));
    const createPaymentMethod = vi.fn(async () => ({
      paymentMethod: { id: 'pm_card_authenticationRequired' },
    }));
    (window as { Stripe?: unknown }).Stripe = (key: string) => {
      expect(key).toBe('pk_test_folio');
      return {
        elements: () => ({
          create: () => ({ mount: (el: HTMLElement) => mounted.push(el), destroy() {}, on() {} }),
        }),
        createPaymentMethod,
        handleNextAction,
      };
    };
    const posted: { url: string; body: unknown }[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://demo.test').pathname;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (init?.method === 'POST') posted.push({ url: path, body });
      const json = (status: number, data: unknown) =>
        new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/api/site-users/account') return json(200, { account: { email: 'm@example.test' } });
      if (path === '/api/memberships/join')
        return json(200, {
          membership: { ...membership, status: 'pending', isCurrent: false },
          requiresAction: { kind: 'stripe', clientSecret: 'pi_1_secret_x' },
          confirmToken: 'f'.repeat(32),
        });
      if (path === '/api/memberships/join/confirm') return json(200, { membership });
      return json(404, {});
    });
    const storage = new Map([['folio:siteuser-xsrf', 'xsrf']]);
    document.body.innerHTML = renderToString(<MembersPage view={view} />);
    const root = document.querySelector<HTMLElement>('[data-island="MembershipPricing"]')!;
    enhance(root, JSON.parse(root.dataset.props!), {
      fetch: fetch as unknown as typeof globalThis.fetch,
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => storage.set(k, v),
        removeItem: (k) => storage.delete(k),
      },
    });

    await vi.waitFor(() => expect(mounted).toHaveLength(1));
    const form = root.querySelector<HTMLFormElement>('[data-card-form]')!;
    expect(mounted[0]!.matches('[data-stripe-card]')).toBe(true);
    expect(form.querySelector('#join-card')).toBeNull();
    expect(form.textContent).not.toContain('Test payments');

    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toContain('Welcome'));
    expect(createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({ billing_details: { email: 'm@example.test' } }),
    );
    expect(posted[0]).toEqual({
      url: '/api/memberships/join',
      body: {
        planId: PLAN_ID,
        priceKey: 'left',
        payment: { provider: 'stripe', paymentMethodId: 'pm_card_authenticationRequired' },
      },
    });
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x' });
    expect(posted[1]).toEqual({
      url: '/api/memberships/join/confirm',
      body: { id: MEMBERSHIP_ID, token: 'f'.repeat(32) },
    });
    expect(root.textContent).toContain('Welcome, you are now a member of Studio members.');
  });
});
