import { apiRequest } from '../../../api-client.ts';

export interface Subscriber {
  id: string;
  email: string;
  name: string;
  status: 'subscribed' | 'unsubscribed';
  formId: string;
  createdAt: string;
  unsubscribedAt: string | null;
}

export interface SubscriberPage {
  total: number;
  subscribed: number;
  subscribers: Subscriber[];
}

export const PAGE_SIZE = 100;

export function fetchSubscribers(query: { q?: string; offset?: number } = {}) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(query.offset ?? 0) });
  if (query.q?.trim()) params.set('q', query.q.trim());
  return apiRequest<SubscriberPage>(`/api/config/newsletter/subscribers?${params}`);
}

export const removeSubscriber = (id: string) =>
  apiRequest<void>(`/api/config/newsletter/subscribers/${id}`, { method: 'DELETE' });

export const SUBSCRIBERS_CSV_URL = '/api/config/newsletter/subscribers.csv';
