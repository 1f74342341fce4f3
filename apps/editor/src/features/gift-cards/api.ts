// The gift cards' config API (apps/server/src/modules/gift-cards/CONTEXT.md) through the query layer:
// gift-card products (product type 4) and the site's cards (issue 20 section 4, decision 065).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api-client.ts';

const BASE = '/api/config/store';

export interface Denomination {
  sku: string;
  amountCents: number;
}

export interface GiftCardProduct {
  id: string;
  productType: 'gift card';
  title: string;
  description: string;
  denominations: Denomination[];
  isVisible: boolean;
  checkoutPath: string;
}

export interface GiftCardProductInput {
  title: string;
  description: string;
  denominations: Denomination[];
  isVisible: boolean;
}

export interface GiftCard {
  id: string;
  status: 'active' | 'void';
  source: 'purchase' | 'issued';
  codeLast4: string;
  initialCents: number;
  balanceCents: number;
  currencyCode: string;
  recipientEmail: string;
  buyerName: string;
  buyerEmail: string;
  message: string;
  createdAt: string;
}

export const giftCardKeys = {
  products: ['gift-cards', 'products'] as const,
  cards: (search: string) => ['gift-cards', 'cards', search] as const,
  allCards: ['gift-cards', 'cards'] as const,
};

export const useGiftCardProducts = (enabled: boolean) =>
  useQuery({
    queryKey: giftCardKeys.products,
    queryFn: () =>
      apiRequest<{ products: GiftCardProduct[]; currencyCode: string }>(`${BASE}/gift-card-products`),
    enabled,
  });

export const useGiftCards = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: giftCardKeys.cards(search),
    queryFn: () =>
      apiRequest<{ cards: GiftCard[]; currencyCode: string }>(
        `${BASE}/gift-cards?search=${encodeURIComponent(search)}`,
      ),
    enabled,
  });

export function useSaveGiftCardProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: GiftCardProductInput }) =>
      apiRequest<{ product: GiftCardProduct }>(
        id ? `${BASE}/gift-card-products/${encodeURIComponent(id)}` : `${BASE}/gift-card-products`,
        { method: id ? 'PUT' : 'POST', body: input },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: giftCardKeys.products }),
  });
}

export function useDeleteGiftCardProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${BASE}/gift-card-products/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: giftCardKeys.products }),
  });
}

export function useIssueGiftCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { amountCents: number; recipientEmail: string; message: string }) =>
      apiRequest<{ card: GiftCard }>(`${BASE}/gift-cards`, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: giftCardKeys.allCards }),
  });
}

export function useVoidGiftCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ card: GiftCard }>(`${BASE}/gift-cards/${encodeURIComponent(id)}/void`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: giftCardKeys.allCards }),
  });
}
