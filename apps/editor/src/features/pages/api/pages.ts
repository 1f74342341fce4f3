import type { PageDetail as CorePageDetail, PageSummary } from '@folio/core';
import type { Data } from '@puckeditor/core';
import { apiRequest } from '../../../api-client.ts';

export type { PageSummary } from '@folio/core';
export type PageDetail = CorePageDetail<Data>;

export interface SiteInfo {
  website: {
    id: string;
    subdomain: string;
    title: string;
    baseUrl: string;
    /** The site profile's description: what a page without its own shows (issue 16 part 5). */
    description: string;
    /** PAGE-023: the site's status, and what the config area says of it (null: nothing). */
    siteStatus: number;
    statusNotice: string | null;
  };
  role: number;
  roleName: string;
  canEdit: boolean;
  /** AUTH-028: the numbered permissions of the role. */
  permissions: number[];
}

export const fetchSite = () => apiRequest<SiteInfo>('/api/config/site');
export const listPages = () => apiRequest<{ pages: PageSummary[] }>('/api/config/pages').then((r) => r.pages);
export const getPage = (id: string) =>
  apiRequest<{ page: PageDetail }>(`/api/config/pages/${id}`).then((r) => r.page);
export const createPage = (title: string) =>
  apiRequest<{ page: PageDetail }>('/api/config/pages', { method: 'POST', body: { title } }).then(
    (r) => r.page,
  );
export const updatePage = (id: string, patch: { title?: string; slug?: string }) =>
  apiRequest<{ page: PageDetail }>(`/api/config/pages/${id}`, { method: 'PATCH', body: patch }).then(
    (r) => r.page,
  );
export const saveDraft = (id: string, data: Data) =>
  apiRequest<{ page: PageDetail }>(`/api/config/pages/${id}/draft`, { method: 'PUT', body: { data } }).then(
    (r) => r.page,
  );
export const publishPage = (id: string, data: Data) =>
  apiRequest<{ page: PageDetail }>(`/api/config/pages/${id}/publish`, {
    method: 'POST',
    body: { data },
  }).then((r) => r.page);
export const reorderPages = (ids: string[]) =>
  apiRequest<{ pages: PageSummary[] }>('/api/config/pages/order', { method: 'PUT', body: { ids } }).then(
    (r) => r.pages,
  );
export const deletePage = (id: string) => apiRequest<void>(`/api/config/pages/${id}`, { method: 'DELETE' });
