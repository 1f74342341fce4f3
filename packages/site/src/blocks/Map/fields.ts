import { MAP_BLOCK_DEFAULTS, type MapBlockProps } from '@folio/core/map-block';
import type { Fields } from '@puckeditor/core';

const onOff = (label: string) =>
  ({
    type: 'radio',
    label,
    options: [
      { label: 'On', value: true },
      { label: 'Off', value: false },
    ],
  }) as const;

/**
 * Issue 19 (docs/decisions/052): UI-085's location, controls, terrain, labels and style, and the
 * other options of UI-081. The editor replaces `location` with a place search (PageEditor.tsx).
 */
export const mapFields: Fields<MapBlockProps> = {
  location: {
    type: 'object',
    label: 'Location',
    objectFields: {
      addressTitle: { type: 'text', label: 'Title (shown on the map)' },
      addressLine1: { type: 'text', label: 'Address' },
      addressLine2: { type: 'text', label: 'Address, second line' },
      addressCountry: { type: 'text', label: 'Country' },
      mapLat: { type: 'number', label: 'Latitude', min: -90, max: 90 },
      mapLng: { type: 'number', label: 'Longitude', min: -180, max: 180 },
      mapZoom: { type: 'number', label: 'Zoom (1 to 20)', min: 1, max: 20 },
    },
  },
  // UI-084: the editor's numbers.
  style: {
    type: 'select',
    label: 'Style',
    options: [
      { label: '1 Original', value: 1 },
      { label: '2 Grayscale', value: 2 },
      { label: '3 Satellite', value: 3 },
      { label: '4 Minimal light', value: 4 },
      { label: '5 Minimal dark', value: 5 },
      { label: '6 Minimal blue', value: 6 },
    ],
  },
  showControls: onOff('Zoom controls'),
  showLabels: onOff('Labels'),
  showTerrain: onOff('Terrain'),
  draggable: onOff('Visitors can drag the map'),
  scrollwheel: onOff('Zoom with the scroll wheel'),
  linkOnClick: onOff('Clicking the marker opens a maps page'),
  markerDraggable: onOff('Marker can be dragged'),
  disableDefaultUI: onOff('Hide the map’s other buttons'),
};

export const mapDefaults: MapBlockProps = { ...MAP_BLOCK_DEFAULTS };
