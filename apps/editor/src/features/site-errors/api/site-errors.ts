import { apiRequest } from '../../../api-client.ts';

export interface SiteError {
  message: string;
  file: string;
  line: number;
  column: number;
  url: string;
  userAgent: string;
  stack: string;
  reportedAt: string;
}

/** Decision 042: a trace item (DATA-042), e.g. a telemetry warning of a visitor's page. */
export interface TraceItem {
  pageUrl: string;
  type: string;
  data: unknown;
  createdAt: string;
}

export const fetchSiteErrors = () =>
  apiRequest<{ errors: SiteError[]; trace: TraceItem[] }>('/api/config/site-errors');

export interface TraceGroup {
  type: string;
  message: string;
  count: number;
  latest: TraceItem;
}

/** The message a trace item carries (telemetry warnings: data.message), else its data as JSON. */
export function traceMessage(item: TraceItem): string {
  const data = item.data as { message?: unknown } | null;
  if (data && typeof data === 'object' && typeof data.message === 'string') return data.message;
  return item.data === null || item.data === undefined ? '' : JSON.stringify(item.data).slice(0, 300);
}

/** Newest first, grouped by type and message. */
export function groupTraceItems(items: TraceItem[]): TraceGroup[] {
  const groups = new Map<string, TraceGroup>();
  for (const item of items) {
    const message = traceMessage(item);
    const key = `${item.type}\n${message}`;
    const group = groups.get(key);
    if (!group) groups.set(key, { type: item.type, message, count: 1, latest: item });
    else {
      group.count += 1;
      if (item.createdAt > group.latest.createdAt) group.latest = item;
    }
  }
  return [...groups.values()].sort((a, b) => b.latest.createdAt.localeCompare(a.latest.createdAt));
}

export interface ErrorGroup {
  message: string;
  count: number;
  latest: SiteError;
}

/** Newest first, grouped by message. */
export function groupSiteErrors(errors: SiteError[]): ErrorGroup[] {
  const groups = new Map<string, ErrorGroup>();
  for (const error of errors) {
    const group = groups.get(error.message);
    if (!group) groups.set(error.message, { message: error.message, count: 1, latest: error });
    else {
      group.count += 1;
      if (error.reportedAt > group.latest.reportedAt) group.latest = error;
    }
  }
  return [...groups.values()].sort((a, b) => b.latest.reportedAt.localeCompare(a.latest.reportedAt));
}
