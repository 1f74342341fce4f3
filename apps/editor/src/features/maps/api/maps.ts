// Issue 19 (docs/decisions/052): the Map block's place search (UI-093, UI-094) and the site's
// Google Maps key (GET/PUT /api/config/maps-settings) through the editor's query layer.
import type { MapPageContext } from '@folio/core/map-block';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api-client.ts';

export interface MapsSettingsView {
  googleMapsApiKey: string;
  provider: 'google' | 'leaflet';
  geocoder: 'google' | 'nominatim' | 'none';
  /** What a published page with a map gets; the canvas draws the same map. */
  map: MapPageContext;
}

export interface PlacePrediction {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

export interface PlaceDetails {
  placeId: string;
  name: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
  lat: number;
  lng: number;
}

const SETTINGS = '/api/config/maps-settings';
export const mapsSettingsKey = ['maps-settings'] as const;

export const useMapsSettings = () =>
  useQuery({ queryKey: mapsSettingsKey, queryFn: () => apiRequest<MapsSettingsView>(SETTINGS) });

export function useSaveMapsSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (googleMapsApiKey: string) =>
      apiRequest<MapsSettingsView>(SETTINGS, { method: 'PUT', body: { googleMapsApiKey } }),
    onSuccess: (view) => client.setQueryData(mapsSettingsKey, view),
  });
}

/** UI-093 */
export function searchPlaces(input: string, sessionToken: string) {
  const query = new URLSearchParams({ input, sessionToken });
  return apiRequest<{ predictions: PlacePrediction[] }>(`/api/google-maps/places/autocomplete?${query}`);
}

/** UI-094: the editor's page and the block's section, for the cost tracking the endpoint expects. */
export function placeDetails(placeId: string, sessionToken: string) {
  const query = new URLSearchParams({
    placeId,
    sessionToken,
    productPage: 'page-editor',
    productSection: 'map-block',
  });
  return apiRequest<PlaceDetails>(`/api/google-maps/places/details?${query}`);
}

export const messageOf = (e: unknown) =>
  e instanceof ApiError ? e.message : 'The place search did not answer. Try again.';
export const isNotConfigured = (e: unknown) => e instanceof ApiError && e.code === 'geocoder_not_configured';
