// The cart page's island: React renders the visitor's cart into the cart root.
import { createRoot } from 'react-dom/client';
import { CartView } from './CartView.tsx';
import type { CartIslandProps } from './cart-props.ts';

/** SHOP-018: the full-page cart exists only where the page has a cart root. */
export function hydrate(element: HTMLElement, props: CartIslandProps) {
  const root = element.querySelector<HTMLElement>('[data-cart-root]');
  if (!root) return;
  createRoot(root).render(<CartView {...props} />);
}
