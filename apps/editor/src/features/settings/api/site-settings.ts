// The site's settings (issue 16 part 4) through the query layer: one query, one mutation whose
// answer replaces the query's data.
import type { SiteSettingsBody, SiteSettingsInput, SiteSettingsView } from '@folio/core/site-settings-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api-client.ts';

const PATH = '/api/config/site-settings';

export const siteSettingsKey = ['site-settings'] as const;

export const fetchSiteSettings = () => apiRequest<SiteSettingsView>(PATH);
export const saveSiteSettings = (body: SiteSettingsBody) =>
  apiRequest<SiteSettingsView>(PATH, { method: 'PUT', body });

/** The API body of an answer: the whole settings without the previews and permission flags. */
export function bodyOf(view: SiteSettingsView): SiteSettingsInput {
  const {
    logo: _logo,
    favicon: _favicon,
    canChangeDeveloperMode: _can,
    canManageDomains: _domains,
    ...body
  } = view;
  // The answer's position is one the schema accepts (normalizeCookieBanner keeps it in the list).
  return body as SiteSettingsInput;
}

export const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : 'Unable to save. Try again.');

export const useSiteSettings = () => useQuery({ queryKey: siteSettingsKey, queryFn: fetchSiteSettings });

export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (view) => client.setQueryData(siteSettingsKey, view),
  });
}
