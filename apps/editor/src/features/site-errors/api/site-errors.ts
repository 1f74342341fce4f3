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

export const fetchSiteErrors = () =>
  apiRequest<{ errors: SiteError[] }>('/api/config/site-errors').then((r) => r.errors);

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
