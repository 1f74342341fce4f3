// Issue 20 (decision 068): the owner's membership plans and member prices, through the query layer.
import type { ProductView } from '@folio/core/store-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api-client.ts';

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';
export interface PlanPrice {
  key: 'left' | 'right';
  amountCents: number;
  billingPeriod: { value: number; unit: BillingUnit } | null;
}
export interface Plan {
  id: string;
  name: string;
  description: string;
  benefits: string[];
  prices: PlanPrice[];
  isVisible: boolean;
  memberCount: number;
}
export type PlanBody = Omit<Plan, 'id' | 'memberCount'>;
export interface MemberPrice {
  variantId: string;
  priceCents: number;
  planId: string | null;
}

export const membershipKeys = {
  plans: ['memberships', 'plans'] as const,
  memberPrices: ['memberships', 'member-prices'] as const,
  products: ['memberships', 'products'] as const,
};

export const membershipMessageOf = (e: unknown) =>
  e instanceof ApiError ? e.message : 'Something went wrong. Try again.';

export const usePlans = () =>
  useQuery({
    queryKey: membershipKeys.plans,
    queryFn: () => apiRequest<{ plans: Plan[]; currencyCode: string }>('/api/memberships/plans'),
  });

export const useMemberPrices = () =>
  useQuery({
    queryKey: membershipKeys.memberPrices,
    queryFn: () =>
      apiRequest<{ memberPrices: MemberPrice[] }>('/api/memberships/member-prices').then(
        (r) => r.memberPrices,
      ),
  });

export const useProductsForPrices = () =>
  useQuery({
    queryKey: membershipKeys.products,
    queryFn: () =>
      apiRequest<{ products: ProductView[] }>('/api/config/store/products').then((r) => r.products),
  });

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: PlanBody }) =>
      apiRequest<{ plan: Plan }>(id ? `/api/memberships/plans/${id}` : '/api/memberships/plans', {
        method: id ? 'PUT' : 'POST',
        body,
      }).then((r) => r.plan),
    onSuccess: () => client.invalidateQueries({ queryKey: membershipKeys.plans }),
  });
}

export function useSaveMemberPrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      variantId,
      priceCents,
      planId,
    }: MemberPrice | (Omit<MemberPrice, 'priceCents'> & { priceCents: null })) =>
      apiRequest<{ memberPrice: MemberPrice | null }>(`/api/memberships/member-prices/${variantId}`, {
        method: 'PUT',
        body: { priceCents, planId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: membershipKeys.memberPrices }),
  });
}
