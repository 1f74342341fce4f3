// The checkout page's island: React renders the checkout form into its root.
import { createRoot } from 'react-dom/client';
import { CheckoutView } from './CheckoutView.tsx';
import type { CheckoutIslandProps } from './checkout-props.ts';

export function hydrate(element: HTMLElement, props: CheckoutIslandProps) {
  const root = element.querySelector<HTMLElement>('[data-checkout-root]');
  if (!root) return;
  createRoot(root).render(<CheckoutView {...props} />);
}
