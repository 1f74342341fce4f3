// The Analytics screen's server data (issue 18 part 4, docs/decisions/044) through the query layer:
// traffic and sales from the analytics module; the product events and site performance answers
// of their own routes, which may not exist on this server yet (a 404 reads as "no data").
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api-client.ts';

const BASE = '/api/config/analytics';

export interface TrafficRow {
  key: string;
  visits: number;
  visitors: number;
  pageViews: number;
  bounces: number;
  timedViews: number;
  timeOnPageMs: number;
}

export interface TrafficTotals {
  visits: number;
  visitors: number;
  pageViews: number;
  bounces: number;
  bounceRate: number | null;
  avgTimeOnPageMs: number | null;
}

export interface TrafficAnswer {
  days: TrafficRow[];
  totals: TrafficTotals;
  previous: { from: string; to: string; totals: TrafficTotals };
  paths: TrafficRow[];
  referrers: TrafficRow[];
  campaigns: TrafficRow[];
  countries: TrafficRow[];
  devices: TrafficRow[];
  browsers: TrafficRow[];
}

export interface SalesTotals {
  orders: number;
  revenueCents: number;
  visits: number;
  conversionRate: number | null;
}

export interface SalesAnswer {
  currencyCode: string;
  days: { day: string; orders: number; revenueCents: number }[];
  totals: SalesTotals;
  previous: SalesTotals;
  forms: { id: string; name: string; pageTitle: string; renders: number; submissions: number }[];
}

/** GET /api/config/analytics/events (another slice of issue 18): counts per day and the top objects. */
export interface EventsAnswer {
  days: { day: string; counts: Record<string, number> }[];
  top: { event: string; objectId: string; label: string; count: number }[];
}

export type Band = 'good' | 'needs-improvement' | 'poor';
/** p75 (LCP and INP in ms, CLS unitless) and its band; null when no page load reported it. */
export interface Vital {
  p75: number | null;
  band: Band | null;
}

/** GET /api/config/analytics/performance (another slice of issue 18): Core Web Vitals p75. */
export interface PerformanceAnswer {
  pages: { path: string; samples: number; lcp: Vital | null; inp: Vital | null; cls: Vital | null }[];
  overall: { samples: number; lcp: Vital | null; inp: Vital | null; cls: Vital | null };
}

/** Whole UTC days [from, to). */
export interface Range {
  from: string;
  to: string;
}

const query = (range: Range) => `from=${range.from}&to=${range.to}`;

/** A route this server does not have yet reads as null: the panel shows its empty state. */
async function optional<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  traffic: (range: Range) => ['analytics', 'traffic', range] as const,
  sales: (range: Range) => ['analytics', 'sales', range] as const,
  events: (range: Range) => ['analytics', 'events', range] as const,
  performance: (range: Range) => ['analytics', 'performance', range] as const,
};

export const useTraffic = (range: Range) =>
  useQuery({
    queryKey: analyticsKeys.traffic(range),
    queryFn: () => apiRequest<TrafficAnswer>(`${BASE}/traffic?${query(range)}`),
    placeholderData: keepPreviousData,
  });

export const useSales = (range: Range) =>
  useQuery({
    queryKey: analyticsKeys.sales(range),
    queryFn: () => apiRequest<SalesAnswer>(`${BASE}/sales?${query(range)}`),
    placeholderData: keepPreviousData,
  });

export const useProductEvents = (range: Range) =>
  useQuery({
    queryKey: analyticsKeys.events(range),
    queryFn: () => optional<EventsAnswer>(`${BASE}/events?${query(range)}`),
    placeholderData: keepPreviousData,
  });

export const usePerformance = (range: Range) =>
  useQuery({
    queryKey: analyticsKeys.performance(range),
    queryFn: () => optional<PerformanceAnswer>(`${BASE}/performance?${query(range)}`),
    placeholderData: keepPreviousData,
  });

/** Refresh: rolls today's and yesterday's events up now, then reads every panel again. */
export function useRefresh() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ from: string; to: string }>(`${BASE}/rollup`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.all }),
  });
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}
