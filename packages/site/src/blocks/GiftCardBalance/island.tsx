// The balance check's island: React renders the live form over the server's copy of it.
import { createRoot } from 'react-dom/client';
import { GiftCardBalanceView } from './GiftCardBalanceView.tsx';

export function hydrate(element: HTMLElement) {
  const root = element.querySelector<HTMLElement>('[data-gift-balance-root]');
  if (root) createRoot(root).render(<GiftCardBalanceView live />);
}
