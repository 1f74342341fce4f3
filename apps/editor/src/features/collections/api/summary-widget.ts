// EDIT-079 for the page editor's canvas: a Summary block's HTML from POST
// /api/widget/GetWidgetRendering (form-encoded widgetJSON), rendered by the server with the very
// component the published page uses (docs/decisions/038).
import type { SummarySettings } from '@folio/core/summary-block';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../api-client.ts';
import { collectionKeys } from './collections.ts';

export interface SummaryWidget {
  id?: string;
  collectionId: string;
  settings: SummarySettings;
}

export function fetchSummaryHtml(widget: SummaryWidget): Promise<string> {
  const widgetJSON = JSON.stringify({
    type: 'summary',
    ...(widget.id ? { id: widget.id } : {}),
    collectionId: widget.collectionId,
    value: widget.settings,
  });
  return apiRequest<{ data: { html: string } }>('/api/widget/GetWidgetRendering', {
    method: 'POST',
    body: new URLSearchParams({ widgetJSON }),
  }).then((answer) => answer.data.html);
}

/** A value that follows `value` once it has stopped changing for `ms` (typing in the heading). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the value's content
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

/**
 * The block's HTML, asked again when its settings settle; under the collections' query key, so a
 * change to an item in the config area refreshes the canvas.
 */
export function useSummaryHtml(widget: SummaryWidget | null) {
  const settled = useSettled(widget, 250);
  return useQuery({
    queryKey: [...collectionKeys.all, 'summary', settled] as const,
    queryFn: () => fetchSummaryHtml(settled!),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}
