// Issue 19 (PAGE-005): the site's popup overlay through the query layer (GET/PUT
// /api/config/popup-overlay); the mutation's answer replaces the query's data.
import type { PopupOverlay, PopupOverlayInput } from '@folio/core/popup-overlay';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api-client.ts';

const PATH = '/api/config/popup-overlay';

/** The answer: the popup, and its chosen image's address for the form's thumbnail (decision 058). */
export type PopupOverlayView = PopupOverlay & {
  image: { id: string; url: string; width: number; height: number } | null;
};

export const popupOverlayKey = ['popup-overlay'] as const;

export const usePopupOverlay = () =>
  useQuery({ queryKey: popupOverlayKey, queryFn: () => apiRequest<PopupOverlayView>(PATH) });

export function useSavePopupOverlay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PopupOverlayInput) => apiRequest<PopupOverlayView>(PATH, { method: 'PUT', body }),
    onSuccess: (popup) => client.setQueryData(popupOverlayKey, popup),
  });
}
