// Issue 19 (PAGE-005): the site's popup overlay through the query layer (GET/PUT
// /api/config/popup-overlay); the mutation's answer replaces the query's data.
import type { PopupOverlay, PopupOverlayInput } from '@folio/core/popup-overlay';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api-client.ts';

const PATH = '/api/config/popup-overlay';

export const popupOverlayKey = ['popup-overlay'] as const;

export const usePopupOverlay = () =>
  useQuery({ queryKey: popupOverlayKey, queryFn: () => apiRequest<PopupOverlay>(PATH) });

export function useSavePopupOverlay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PopupOverlayInput) => apiRequest<PopupOverlay>(PATH, { method: 'PUT', body }),
    onSuccess: (popup) => client.setQueryData(popupOverlayKey, popup),
  });
}
