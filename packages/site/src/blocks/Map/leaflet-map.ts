// The map drawn by Leaflet (a site without a Google Maps key, decision 052): tiles from the
// configured tile source, UI-083 styles as filters on the tiles (Map.module.css), Satellite from
// its own tiles, UI-081 options, UI-086 marker and title, UI-091 icon. Leaflet and its stylesheet
// are this chunk's own, loaded only when a map block is scrolled near.
import { MAP_MARKER_SHOWN, type MapSettings } from '@folio/core/map-block';
import * as L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import type { CreateMapView } from './map-view.ts';
import markerUrl from './marker.svg?url';

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * Leaflet's stylesheet travels in this chunk and is adopted by the document once, so no page
 * without a map fetches it and the site's one stylesheet stays as it is.
 */
function adoptLeafletCss(doc: Document): void {
  const flag = doc.documentElement.dataset;
  if (flag.leafletCss !== undefined) return;
  // The editor's canvas is another document (an iframe): its sheet must be made by its window.
  const Sheet = (doc.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet ?? CSSStyleSheet;
  const sheet = new Sheet();
  sheet.replaceSync(leafletCss);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  flag.leafletCss = '';
}

function titleElement(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

export const createMapView: CreateMapView = async (canvas, settings, context, hooks) => {
  adoptLeafletCss(canvas.ownerDocument);
  let current = settings;
  const map = L.map(canvas, {
    center: [settings.location.mapLat, settings.location.mapLng],
    zoom: settings.location.mapZoom,
    zoomControl: false,
    attributionControl: true,
  });
  map.attributionControl.setPrefix(false);
  const zoom = L.control.zoom();
  let tiles: L.TileLayer | null = null;
  const tileUrlOf = (s: MapSettings) =>
    s.options.style === 'Satellite' && context.satelliteTileUrl
      ? context.satelliteTileUrl
      : (context.tileUrl ?? OSM_TILES);
  // UI-091: the 48x64 image drawn at 24x32, its point at the place.
  const icon = L.icon({
    iconUrl: markerUrl,
    iconSize: [MAP_MARKER_SHOWN.width, MAP_MARKER_SHOWN.height],
    iconAnchor: [MAP_MARKER_SHOWN.width / 2, MAP_MARKER_SHOWN.height],
    tooltipAnchor: [0, -MAP_MARKER_SHOWN.height],
  });
  const marker = L.marker([settings.location.markerLat, settings.location.markerLng], {
    icon,
    keyboard: true,
    alt: settings.location.addressTitle || 'Map marker',
    title: settings.options.linkOnClick ? 'Open in a maps page (new window)' : '',
  }).addTo(map);
  marker.on('click', () => hooks.onMarkerClick());
  marker.on('dragend', () => {
    const at = marker.getLatLng();
    hooks.onMarkerMoved(at.lat, at.lng);
  });

  const root = canvas.closest<HTMLElement>('[data-map]');
  const apply = (s: MapSettings) => {
    // UI-083: the style's filter (Map.module.css) follows the settings.
    if (root) root.dataset.mapStyle = s.options.style;
    const url = tileUrlOf(s);
    if (!tiles || (tiles as unknown as { _url: string })._url !== url) {
      tiles?.remove();
      tiles = L.tileLayer(url, {
        attribution: context.tileAttribution ?? '',
        maxZoom: 19,
        crossOrigin: false,
      }).addTo(map);
    }
    if (s.options.showControls) zoom.addTo(map);
    else zoom.remove();
    if (s.options.draggable) map.dragging.enable();
    else map.dragging.disable();
    if (s.options.scrollwheel) map.scrollWheelZoom.enable();
    else map.scrollWheelZoom.disable();
    if (s.options.markerDraggable) marker.dragging?.enable();
    else marker.dragging?.disable();
    const loc = s.location;
    if (
      loc.mapLat !== current.location.mapLat ||
      loc.mapLng !== current.location.mapLng ||
      loc.mapZoom !== current.location.mapZoom
    )
      map.setView([loc.mapLat, loc.mapLng], loc.mapZoom);
    marker.setLatLng([loc.markerLat, loc.markerLng]);
    // UI-086: the title, when there is one, over the marker.
    // One tooltip for the marker's life: its text changes, it is added or removed (never twice).
    const tooltip = marker.getTooltip();
    if (loc.addressTitle && tooltip) tooltip.setContent(titleElement(loc.addressTitle));
    else if (loc.addressTitle)
      marker.bindTooltip(titleElement(loc.addressTitle), {
        permanent: true,
        direction: 'top',
        className: 'site-map__title',
      });
    else if (tooltip) {
      tooltip.remove();
      marker.unbindTooltip();
    }
    current = s;
  };
  apply(settings);
  return {
    update: apply,
    destroy() {
      map.remove();
    },
  };
};
