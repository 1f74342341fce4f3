// The map drawn by Google Maps (a site with a Google Maps key, decision 052): UI-083 styles,
// UI-081 options, UI-086 marker and title, UI-091 icon. Its own small chunk; Google's script
// itself is requested only when the block is near (google-maps-api.ts).
import { MAP_MARKER_ICON, MAP_MARKER_SHOWN, type MapSettings } from '@folio/core/map-block';
import { type GoogleMaps, loadGoogleMapsApi } from './google-maps-api.ts';
import type { CreateMapView } from './map-view.ts';
import markerUrl from './marker.svg?url';

type Styler = { featureType?: string; elementType?: string; stylers: Record<string, unknown>[] };

/** UI-083: the looks of the styles that are not Google's own map types. */
const STYLES: Record<string, Styler[]> = {
  Original: [],
  Satellite: [],
  Grayscale: [{ stylers: [{ saturation: -100 }] }],
  MinimalLight: [
    { stylers: [{ saturation: -100 }, { lightness: 40 }] },
    { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  ],
  MinimalDark: [
    { stylers: [{ saturation: -100 }, { invert_lightness: true }, { lightness: -10 }] },
    { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  ],
  MinimalBlue: [
    { stylers: [{ hue: '#1d4ed8' }, { saturation: -40 }] },
    { featureType: 'water', stylers: [{ color: '#9ec5fe' }] },
    { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  ],
};

function mapOptions(maps: GoogleMaps, s: MapSettings) {
  const { options, location } = s;
  const styles = [...(STYLES[options.style] ?? [])];
  if (!options.showLabels) styles.push({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
  const mapTypeId =
    options.style === 'Satellite'
      ? options.showLabels
        ? maps.MapTypeId.HYBRID
        : maps.MapTypeId.SATELLITE
      : options.showTerrain
        ? maps.MapTypeId.TERRAIN
        : maps.MapTypeId.ROADMAP;
  return {
    center: { lat: location.mapLat, lng: location.mapLng },
    zoom: location.mapZoom,
    mapTypeId,
    styles,
    disableDefaultUI: options.disableDefaultUI,
    zoomControl: options.showControls,
    draggable: options.draggable,
    gestureHandling: options.draggable ? (options.scrollwheel ? 'greedy' : 'cooperative') : 'none',
    scrollwheel: options.scrollwheel,
  };
}

export const createMapView: CreateMapView = async (canvas, settings, context, hooks) => {
  const maps = await loadGoogleMapsApi(context);
  const map = new maps.Map(canvas, mapOptions(maps, settings));
  const markerOptions = (s: MapSettings) => ({
    position: { lat: s.location.markerLat, lng: s.location.markerLng },
    draggable: s.options.markerDraggable,
    title: s.location.addressTitle || undefined,
    label: s.location.addressTitle ? { text: s.location.addressTitle, className: 'site-map__title' } : null,
    // UI-091
    icon: {
      url: markerUrl,
      size: new maps.Size(MAP_MARKER_ICON.width, MAP_MARKER_ICON.height),
      scaledSize: new maps.Size(MAP_MARKER_SHOWN.width, MAP_MARKER_SHOWN.height),
      labelOrigin: new maps.Point(MAP_MARKER_SHOWN.width / 2, -10),
    },
  });
  const marker = new maps.Marker({ map, ...markerOptions(settings) });
  marker.addListener('click', () => hooks.onMarkerClick());
  marker.addListener('dragend', () => {
    const at = marker.getPosition();
    if (at) hooks.onMarkerMoved(at.lat(), at.lng());
  });
  return {
    update(next) {
      map.setOptions(mapOptions(maps, next));
      marker.setOptions(markerOptions(next));
    },
    destroy() {
      marker.setMap(null);
    },
  };
};
