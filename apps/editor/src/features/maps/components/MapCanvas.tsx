// The Map block in the editor's canvas (issue 19, UI-092, docs/decisions/052): the block as
// visitors get it, given the site's map settings so it draws the live map there.
import { MapCanvasContext } from '@folio/site/editor';
import type { ReactNode } from 'react';
import { useMapsSettings } from '../api/maps.ts';

export function MapCanvas<P extends object>({
  props,
  render,
}: {
  props: P;
  render: (props: P) => ReactNode;
}) {
  const maps = useMapsSettings();
  return (
    <MapCanvasContext.Provider value={maps.data?.map ?? null}>{render(props)}</MapCanvasContext.Provider>
  );
}
