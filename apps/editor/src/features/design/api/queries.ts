// The site's design through the query layer (app/query-client.ts): the Design screen reads it with
// the font catalogue, and saves only its dirty paths (EDIT-033..035); the answer replaces the data.
import type { FontWeight, PaletteRole, SiteDesign, SiteDesignChanges } from '@folio/core/site-design';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api-client.ts';

export interface CatalogueFont {
  id: string;
  name: string;
  category: 'sans-serif' | 'serif' | 'display';
  weights: FontWeight[];
  fallback: string;
  /** The family's regular file on the site's own host; null for a system stack. */
  previewHref: string | null;
}

export interface DesignView {
  design: SiteDesign;
  fonts: CatalogueFont[];
  palettes: Record<string, Record<PaletteRole, string>>;
  /** EDIT-038: families of the saved design no longer offered; the fallback is used. */
  unavailableFonts: string[];
}

export const designKey = ['site-design'] as const;

export const fetchDesign = () => apiRequest<DesignView>('/api/site-design');
export const saveDesign = (changes: SiteDesignChanges) =>
  apiRequest<DesignView>('/api/site-design', { method: 'PUT', body: { changes } });

export const useDesign = () => useQuery({ queryKey: designKey, queryFn: fetchDesign });

export function useSaveDesign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDesign,
    onSuccess: (saved) => client.setQueryData(designKey, saved),
  });
}
