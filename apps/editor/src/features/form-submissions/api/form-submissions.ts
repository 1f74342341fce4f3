import { apiRequest } from '../../../api-client.ts';

export interface FormSummary {
  id: string;
  name: string;
  pageTitle: string | null;
  isLive: boolean;
  submissionCount: number;
  renderCount: number;
  latestAt: string | null;
}

export interface Submission {
  id: string;
  createdAt: string;
  page: { title?: string | null; path?: string | null };
  /** Display text per field id. */
  values: Record<string, string>;
}

export interface SubmissionPage {
  form: { id: string; name: string; isLive: boolean; fields: { id: string; title: string; type: string }[] };
  total: number;
  submissions: Submission[];
}

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export const PAGE_SIZE = 50;
const base = (formId: string) => `/api/config/forms/${encodeURIComponent(formId)}`;

export const fetchForms = () =>
  apiRequest<{ forms: FormSummary[] }>('/api/config/forms').then((r) => r.forms);

export function fetchSubmissions(formId: string, query: { q?: string; offset?: number } = {}) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(query.offset ?? 0) });
  if (query.q?.trim()) params.set('q', query.q.trim());
  return apiRequest<SubmissionPage>(`${base(formId)}/submissions?${params}`);
}

export const fetchPerDay = (formId: string) =>
  apiRequest<{ perDay: { day: string; count: number }[] }>(`${base(formId)}/stats`).then((r) => r.perDay);

export const deleteSubmission = (formId: string, id: string) =>
  apiRequest<void>(`${base(formId)}/submissions/${id}`, { method: 'DELETE' });

export const csvUrl = (formId: string) => `${base(formId)}/submissions.csv`;

export const fetchOutbox = () =>
  apiRequest<{ isSmtpConfigured: boolean; emails: OutboxEmail[] }>('/api/config/outbox');
