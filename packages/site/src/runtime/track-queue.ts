// How islands hand tracking calls to the collector (decision 042): they push onto
// `window.folio.track`, which the collector (tracking.ts, loaded after the page's load event)
// drains and then replaces by a direct call. A page the collector does not track (TRACK-007..012)
// never drains it, so nothing is sent. Tiny, and imported by islands only: the collector reads the
// queue by shape, so the two share no chunk.
import type { AnalyticsEvent, SiteEvent } from './analytics-events.ts';

export type TrackCall =
  /** A census call (TRACK-017 form-render, TRACK-018 overlay, TRACK-019 RecordQuickView/{id}). */
  | { census: string; fields: Record<string, string> }
  /** A site event (TRACK-023). */
  | { site: SiteEvent }
  /** An events-service event (TRACK-025). */
  | { analytics: AnalyticsEvent };

export function track(call: TrackCall, view: Window = window): void {
  view.folio ??= { context: null };
  const folio = view.folio as { track?: { push(call: TrackCall): unknown } };
  folio.track ??= [] as TrackCall[];
  folio.track.push(call);
}

/** TRACK-017: the Form block's island, once per form shown. */
export const trackFormRender = (formId: string, view?: Window) =>
  track({ census: 'form-render', fields: { formId } }, view);

/** TRACK-019: the product list's quick view. */
export const trackQuickView = (productId: string, view?: Window) =>
  track({ census: `RecordQuickView/${encodeURIComponent(productId)}`, fields: {} }, view);

/** TRACK-018: popup overlay activity (the popup overlay is issue 19). */
export const trackOverlay = (
  overlayId: string,
  action: 'shown' | 'closed' | 'submitted' | 'clicked',
  view?: Window,
) => track({ census: 'overlay', fields: { overlayId, action, context: location.pathname } }, view);

/** An event about a product (add-to-cart, checkout-started…), counted per product for the owner. */
export const trackProductEvent = (
  action: string,
  product: { id: string; title: string },
  customData: Record<string, unknown> = {},
  view?: Window,
) =>
  track(
    {
      analytics: {
        commonData: {
          action,
          event_source: 'site',
          object_type: 'product',
          object_id: product.id,
          object_display_name: product.title,
          product_area: 'commerce',
        },
        customData,
        customSchemaName: 'commerce_event',
      },
    },
    view,
  );
