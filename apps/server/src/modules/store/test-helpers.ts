// Shared steps of the store's API tests: products made through the owner's API, carts and
// checkouts through the visitor's, as the browser would.
import { type ProductInput, type ProductView, TEST_CARDS } from '@folio/core';
import type { TestClient } from '../../testing/test-app.ts';

export const US_ADDRESS = {
  name: 'Ada Lovelace',
  line1: '1 Main Street',
  line2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
};

export function productInput(
  overrides: Partial<ProductInput> = {},
  variant: Partial<ProductInput['variants'][number]> = {},
): ProductInput {
  return {
    title: 'Test mug',
    description: 'A mug.',
    productType: 'physical',
    images: [],
    options: [],
    isVisible: true,
    variants: [
      {
        sku: '',
        price: 2000,
        salePrice: 0,
        onSale: false,
        unlimited: false,
        qtyInStock: 10,
        optionValues: [],
        weightGrams: 500,
        ...variant,
      },
    ],
    ...overrides,
  };
}

export async function createProduct(owner: TestClient, input: ProductInput): Promise<ProductView> {
  const answer = await owner.request({ method: 'POST', url: '/api/config/store/products', payload: input });
  if (answer.statusCode !== 201) throw new Error(`creating a product failed: ${answer.body}`);
  return answer.json().product as ProductView;
}

export function addToCart(visitor: TestClient, product: ProductView, quantity = 1, variantIndex = 0) {
  return visitor.request({
    method: 'POST',
    url: '/api/commerce/cart/items',
    payload: { productId: product.id, variantId: product.variants[variantIndex]!.id, quantity },
  });
}

export function card(number: string = TEST_CARDS.success) {
  return {
    provider: 'test' as const,
    cardNumber: number,
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  };
}

export function checkout(
  visitor: TestClient,
  overrides: Record<string, unknown> = {},
  cardNumber: string = TEST_CARDS.success,
) {
  return visitor.request({
    method: 'POST',
    url: '/api/commerce/checkout',
    payload: {
      email: 'buyer@example.com',
      shippingAddress: US_ADDRESS,
      payment: card(cardNumber),
      ...overrides,
    },
  });
}
