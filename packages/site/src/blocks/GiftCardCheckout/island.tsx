// The gift-card checkout's island: React renders the live form over the server's copy of it.
import { createRoot } from 'react-dom/client';
import { GiftCardCheckoutView } from './GiftCardCheckoutView.tsx';
import type { GiftCardCheckoutProps } from './gift-card-props.ts';

export function hydrate(element: HTMLElement, props: GiftCardCheckoutProps) {
  const root = element.querySelector<HTMLElement>('[data-gift-card-root]');
  if (!root || props.state !== 'ready') return;
  createRoot(root).render(<GiftCardCheckoutView {...props} live />);
}
