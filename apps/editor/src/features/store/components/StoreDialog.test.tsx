import { DEFAULT_STORE_SETTINGS, structuredContentOf, type Variant } from '@folio/core/commerce';
import { Permission } from '@folio/core/permissions';
import type { OrderDetail, ProductView, StoreSettingsView } from '@folio/core/store-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { StoreDialog } from './StoreDialog.tsx';

/** Renders inside the config area's query layer, a fresh cache per test (as main.tsx does). */
const render = (ui: ReactElement) =>
  renderBare(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

const aVariant = (over: Partial<Variant> = {}): Variant => ({
  id: 'v'.repeat(24),
  sku: 'SQ1234567',
  price: 2500,
  salePrice: 0,
  onSale: false,
  unlimited: false,
  qtyInStock: 0,
  optionValues: [],
  weightGrams: 0,
  ...over,
});

function aProduct(): ProductView {
  const product = {
    id: 'p'.repeat(24),
    slug: 'vase',
    url: '/shop/p/vase',
    title: 'Vase',
    description: '',
    productType: 'physical' as const,
    images: [],
    options: [],
    variants: [aVariant()],
    isVisible: true,
    isSoldOut: true,
    onSale: false,
    digitalFileName: null,
    position: 0,
  };
  return { ...product, structuredContent: structuredContentOf(product) };
}

const settingsView: StoreSettingsView = {
  storeCurrency: 'EUR',
  settings: { ...DEFAULT_STORE_SETTINGS, measurementSystem: 'METRIC' },
  coupons: [],
  paymentProvider: 'test',
};

const anOrder: OrderDetail = {
  id: 'o'.repeat(24),
  number: 1001,
  status: 'paid',
  email: 'ada@example.com',
  customerName: 'Ada',
  currencyCode: 'EUR',
  grandTotalCents: 3000,
  totalQuantity: 1,
  createdAt: '2026-03-01T10:00:00Z',
  lines: [],
  subtotalCents: 2500,
  discountCents: 0,
  shippingCents: 500,
  taxCents: 0,
  couponCode: null,
  shippingAddress: null,
  shippingOption: null,
  paymentProvider: 'test',
  paymentId: 'pi_1',
  notes: [],
  paidAt: '2026-03-01T10:00:00Z',
  fulfilledAt: null,
  refundedAt: null,
  refundedCents: 0,
  dispute: null,
};

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/[?&]crumb=[^&]*/, '');
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (path === '/api/config/store/settings') return answer(200, settingsView);
      if (path === '/api/config/store/products' && method === 'GET')
        return answer(200, { products: [aProduct()] });
      if (path === '/api/config/store/products' && method === 'POST')
        return answer(400, { error: 'invalid_input', message: 'The slug is taken.' });
      if (path === '/api/config/store/coupons' && method === 'POST')
        return answer(201, { coupon: { id: 'c'.repeat(24), ...body, timesUsed: 0 } });
      if (path.startsWith('/api/config/store/orders?')) return answer(200, { total: 1, orders: [anOrder] });
      if (path === `/api/config/store/orders/${anOrder.id}`) return answer(200, { order: anOrder });
      if (path === `/api/config/store/orders/${anOrder.id}/refund`)
        return answer(200, {
          order: { ...anOrder, refundedCents: anOrder.refundedCents + (body?.amountCents ?? 0) },
        });
      if (path === `/api/config/store/orders/${anOrder.id}/fulfil`)
        return answer(200, {
          order: { ...anOrder, status: 'fulfilled', fulfilledAt: '2026-03-02T10:00:00Z' },
        });
      return answer(404, { error: 'not_found', message: 'Not found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Store dialog', () => {
  it('shows only the tabs the role may use', async () => {
    render(<StoreDialog permissions={[Permission.commerceOrders]} onClose={() => undefined} />);
    expect(screen.getByRole('tab', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sales' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Products' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
    await screen.findByText('#1001');
    expect(calls.some((c) => c.path === '/api/config/store/settings')).toBe(false);
  });

  it('lists products in the store currency and keeps what was typed when the server refuses', async () => {
    render(
      <StoreDialog
        permissions={[Permission.commerceInventory, Permission.commerceSettings]}
        onClose={() => undefined}
      />,
    );
    await screen.findByText('Vase');
    expect(screen.getByText('€25.00')).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New product' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    // react-hook-form checks the form in a promise: the problem shows a moment after the click.
    expect(await screen.findByText('Give the product a title.')).toBeTruthy();
    expect(screen.getByLabelText('Weight of variant 1 in kg')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Bowl' } });
    fireEvent.change(screen.getByLabelText('Price of variant 1'), { target: { value: '12,50' } });
    fireEvent.change(screen.getByLabelText('Stock of variant 1'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Weight of variant 1 in kg'), { target: { value: '0.4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await screen.findByText('The slug is taken.');
    expect(calls.at(-1)?.body).toMatchObject({
      title: 'Bowl',
      variants: [{ price: 1250, qtyInStock: 3, weightGrams: 400 }],
    });
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Bowl');
  });

  it('opens an order and marks it fulfilled', async () => {
    render(<StoreDialog permissions={[Permission.commerceOrders]} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open order 1001' }));
    const fulfil = await screen.findByRole('button', { name: 'Mark fulfilled' });
    expect(screen.getByText(/sends the customer an email/)).toBeTruthy();
    fireEvent.click(fulfil);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark fulfilled' })).toBeNull());
    expect(screen.getByText('Order #1001 is fulfilled.')).toBeTruthy();
  });

  it('issue 20: the order shows its refunds and dispute, and refunds part of it with an amount', async () => {
    const original = { refundedCents: anOrder.refundedCents, dispute: anOrder.dispute };
    Object.assign(anOrder, {
      refundedCents: 500,
      dispute: {
        id: 'dp_1',
        reason: 'product_not_received',
        status: 'needs_response',
        amountCents: 3000,
        createdAt: '2026-03-03T10:00:00Z',
      },
    });
    try {
      vi.stubGlobal('confirm', () => true);
      render(<StoreDialog permissions={[Permission.commerceOrders]} onClose={() => undefined} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Open order 1001' }));
      const refunds = await screen.findByLabelText('Refunds');
      expect(refunds.textContent).toBe('Refunded−€5.00Net€25.00');
      expect(screen.getByRole('note').textContent).toContain('disputed €30.00 (product not received)');
      expect(screen.getByRole('note').textContent).toContain('Status: needs response');
      expect(screen.getByRole('button', { name: 'Refund the rest' })).toBeTruthy();
      const amount = screen.getByLabelText('Partial refund');
      fireEvent.change(amount, { target: { value: '30' } });
      fireEvent.click(screen.getByRole('button', { name: 'Refund amount' }));
      expect(await screen.findByText('At most €25.00 can be refunded.')).toBeTruthy();
      expect(calls.some((c) => c.path.endsWith('/refund'))).toBe(false);
      fireEvent.change(amount, { target: { value: '12,50' } });
      fireEvent.click(screen.getByRole('button', { name: 'Refund amount' }));
      await screen.findByText('Refunded €12.50 of order #1001.');
      expect(calls.find((c) => c.path.endsWith('/refund'))?.body).toEqual({ amountCents: 1250 });
    } finally {
      Object.assign(anOrder, original);
    }
  });

  it('issue 15: a coupon form refuses at the field, sends nothing, then saves and lists the code', async () => {
    render(<StoreDialog permissions={[Permission.commerceSettings]} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add coupon' }));
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'bad code' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add coupon' }));
    const problem = await screen.findByText(
      'Use up to 40 letters, digits, dashes or underscores (no spaces).',
    );
    expect(screen.getByLabelText('Code').getAttribute('aria-describedby')).toBe(problem.id);
    expect(calls.some((c) => c.path === '/api/config/store/coupons')).toBe(false);

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'spring10' } });
    fireEvent.change(screen.getByLabelText('Percent off (%)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add coupon' }));
    await screen.findByText('SPRING10 is saved.');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/config/store/coupons',
      body: {
        code: 'SPRING10',
        kind: 'percentage',
        amount: 10,
        minimumCents: 0,
        expiresAt: null,
        usageLimit: null,
      },
    });
    expect(screen.getByRole('cell', { name: 'SPRING10' })).toBeTruthy();
  });

  it('issue 15: the settings form names at the field what the server schema refuses, and sends nothing', async () => {
    render(<StoreDialog permissions={[Permission.commerceSettings]} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add tax rule' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'VAT' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'de' } });
    fireEvent.change(screen.getByLabelText('Rate (%)'), { target: { value: '19' } });
    fireEvent.change(screen.getByLabelText('Region (optional)'), { target: { value: 'R'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Some fields need attention before saving.');
    const region = screen.getByLabelText('Region (optional)');
    expect(region.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(region.getAttribute('aria-describedby')!)?.textContent).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('issue 15: a product opens with nothing to save, and a change asks before leaving', async () => {
    render(<StoreDialog permissions={[Permission.commerceInventory]} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Vase' }));
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
    expect((screen.getByLabelText('Price of variant 1') as HTMLInputElement).value).toBe('25.00');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tall vase' } });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Vase' } });
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });
});
