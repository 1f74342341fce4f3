// The site's settings (issue 16 part 4) through the query layer: one query, one mutation whose
// answer replaces the query's data.
import type { SiteSettingsBody, SiteSettingsView } from '@folio/core/site-settings-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api-client.ts';

const PATH = '/api/config/site-settings';

export const siteSettingsKey = ['site-settings'] as const;

export const fetchSiteSettings = () => apiRequest<SiteSettingsView>(PATH);
export const saveSiteSettings = (body: SiteSettingsBody) =>
  apiRequest<SiteSettingsView>(PATH, { method: 'PUT', body });

export const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : 'Unable to save. Try again.');

export const useSiteSettings = () => useQuery({ queryKey: siteSettingsKey, queryFn: fetchSiteSettings });

export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (view) => client.setQueryData(siteSettingsKey, view),
  });
}
