// Small factories for the store's tests: a variant, a product, a cart and an order, each
// overridable where a test cares.
import type { Cart, CartEntry, Variant } from '@folio/core/commerce';
import type { OrderDetail, ProductView } from '@folio/core/store-api';

export function aVariant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: 'v1',
    sku: 'SQ0000001',
    price: 2500,
    salePrice: 0,
    onSale: false,
    unlimited: false,
    qtyInStock: 5,
    optionValues: [],
    weightGrams: 300,
    ...overrides,
  };
}

export function aProduct(overrides: Partial<ProductView> = {}): ProductView {
  const variants = overrides.variants ?? [aVariant()];
  return {
    id: 'p1',
    slug: 'linen-apron',
    url: '/shop/p/linen-apron',
    title: 'Linen apron',
    description: 'Stonewashed linen.\n\nMade in Lisbon.',
    productType: 'physical',
    images: ['/s/demo/apron.jpg', '/s/demo/apron-back.jpg'],
    options: [],
    variants,
    structuredContent: { productType: 'physical', variants, onSale: variants.some((v) => v.onSale) },
    isVisible: true,
    isSoldOut: !variants.some((v) => v.unlimited || v.qtyInStock > 0),
    onSale: variants.some((v) => v.onSale),
    digitalFileName: null,
    position: 0,
    ...overrides,
  };
}

export function anEntry(overrides: Partial<CartEntry> = {}): CartEntry {
  const quantity = overrides.quantity ?? 2;
  const unitPriceCents = overrides.unitPriceCents ?? 2500;
  return {
    id: 'e1',
    productId: 'p1',
    variantId: 'v1',
    title: 'Linen apron',
    url: '/shop/p/linen-apron',
    image: '/s/demo/apron.jpg',
    productType: 'physical',
    optionValues: [{ optionName: 'Colour', value: 'Sand' }],
    sku: 'SQ0000001',
    quantity,
    unitPriceCents,
    totalCents: unitPriceCents * quantity,
    available: 5,
    ...overrides,
  };
}

export function aCart(overrides: Partial<Cart> = {}): Cart {
  const entries = overrides.entries ?? [anEntry()];
  const subtotalCents = entries.reduce((sum, e) => sum + e.totalCents, 0);
  return {
    id: 'c1',
    websiteId: 'w1',
    orderId: '',
    created: 0,
    isPurchased: false,
    entries,
    shippingOptions: [],
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    selectedShippingOption: {},
    shippingLocation: {},
    subtotalCents,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotalCents,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    subtotalAmount: { currencyCode: 'USD', value: subtotalCents / 100 },
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: entries.some((e) => e.productType === 'physical'),
    currencyCode: 'USD',
    ...overrides,
  };
}

export function anOrder(
  overrides: Partial<OrderDetail & { downloads: { title: string; url: string }[] }> = {},
): OrderDetail & { downloads: { title: string; url: string }[] } {
  return {
    id: 'o1',
    number: 1042,
    status: 'paid',
    email: 'ada@example.com',
    customerName: 'Ada Lovelace',
    currencyCode: 'USD',
    grandTotalCents: 5900,
    totalQuantity: 2,
    createdAt: '2025-01-01T00:00:00.000Z',
    lines: [
      {
        productId: 'p1',
        variantId: 'v1',
        title: 'Linen apron',
        productType: 'physical',
        sku: 'SQ0000001',
        optionValues: [{ optionName: 'Colour', value: 'Sand' }],
        quantity: 2,
        unitPriceCents: 2500,
        totalCents: 5000,
      },
    ],
    subtotalCents: 5000,
    discountCents: 0,
    shippingCents: 500,
    taxCents: 400,
    couponCode: null,
    shippingAddress: {
      name: 'Ada Lovelace',
      line1: '1 Main St',
      line2: '',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'US',
    },
    shippingOption: { id: 's1', name: 'Standard', costCents: 500 },
    paymentProvider: 'test',
    paymentId: 'pay_1',
    notes: [],
    paidAt: '2025-01-01T00:00:00.000Z',
    fulfilledAt: null,
    refundedAt: null,
    refundedCents: 0,
    dispute: null,
    downloads: [],
    ...overrides,
  };
}

/** A StoreRequest that answers from a list, recording what was asked. */
export function scriptedRequest(answers: { status: number; data: unknown }[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const request = async <T>(method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    const answer = answers.shift();
    if (!answer) throw new Error(`No answer scripted for ${method} ${url}`);
    return answer as { status: number; data: T };
  };
  return { request, calls };
}
