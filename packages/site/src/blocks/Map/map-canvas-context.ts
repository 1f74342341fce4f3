// The editor's canvas draws a live map when the editor provides the site's map settings (the
// page context a published page would get, decision 052); published pages never provide it.
import type { MapPageContext } from '@folio/core/map-block';
import { createContext } from 'react';

export const MapCanvasContext = createContext<MapPageContext | null>(null);
