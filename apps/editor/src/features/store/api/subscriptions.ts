// Issue 20 (decisions 063, 064): the subscriptions' config API (apps/server/src/modules/subscriptions).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api-client.ts';

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';
export interface Plan {
  billingPeriodValue: number;
  billingPeriodUnit: BillingUnit;
  numBillingCycles: number;
}
export type SubscriptionStatus = 'active' | 'past_due' | 'paused' | 'cancelled' | 'completed';
export interface SubscriptionView {
  id: string;
  title: string;
  productType: 'physical' | 'digital' | 'service';
  email: string;
  status: SubscriptionStatus;
  phrase: string;
  amountCents: number;
  currencyCode: string;
  paidPeriods: number;
  numBillingCycles: number;
  nextChargeAt: string | null;
  cardLast4: string;
  createdAt: string;
}
export interface SubscriptionsOverview {
  subscriptions: SubscriptionView[];
  counts: { active: number; pastDue: number; paused: number; cancelled: number };
  currencyCode: string | null;
  months: { month: string; mrrCents: number; churnRate: number; cancelled: number; active: number }[];
}

/** Bounds the server holds too (schema.ts of the module). */
export const MAX_PERIOD: Record<BillingUnit, number> = { WEEK: 104, MONTH: 24, YEAR: 5 };
export const MAX_BILLING_CYCLES = 999;

const BASE = '/api/config/store';
const keys = {
  plans: ['store', 'subscription-plans'] as const,
  overview: ['store', 'subscriptions'] as const,
};

export const usePlans = (enabled: boolean) =>
  useQuery({
    queryKey: keys.plans,
    enabled,
    queryFn: async () => {
      const answer = await apiRequest<{ plans: { productId: string; plan: Plan }[] }>(
        `${BASE}/subscription-plans`,
      );
      return new Map(answer.plans.map((p) => [p.productId, p.plan]));
    },
  });

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, plan }: { productId: string; plan: Plan | null }) =>
      apiRequest<{ productId: string; plan: Plan | null }>(
        `${BASE}/products/${encodeURIComponent(productId)}/plan`,
        { method: 'PUT', body: { plan } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.plans }),
  });
}

export const useSubscriptions = (enabled: boolean) =>
  useQuery({
    queryKey: keys.overview,
    enabled,
    queryFn: () => apiRequest<SubscriptionsOverview>(`${BASE}/subscriptions`),
  });

export function useSubscriptionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'cancel' | 'pause' | 'resume' }) =>
      apiRequest<SubscriptionView>(`${BASE}/subscriptions/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.overview }),
  });
}
