// What the cart page tells its island: the store's checkout rules (the cart itself is loaded by
// the island, as pages are cached for every visitor).
export interface CartIslandProps {
  currencyCode: string;
  checkoutMinimumCents: number;
  instalments: { enabled: boolean; minCents: number; maxCents: number };
}

export const REMOVE_CONFIRMATION = 'Remove this item from your cart?';
