// The page editor's canvas toolbar (issue 16 part 1, UI-096): the device the page is previewed on
// — the canvas's own width (the default), a desktop, a tablet or a phone at the spec's device
// heights — and its zoom, beyond fit-width too (Puck's own controls only fit or zoom out). The
// choice is remembered for the browser session. Rendered inside Puck (it moves Puck's viewport)
// and shown at the top of the canvas.
import { createUsePuck, useGetPuck } from '@puckeditor/core';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  type CanvasView,
  canvasRootCss,
  DEVICES,
  type DeviceId,
  deviceOf,
  fitScale,
  formatScale,
  puckViewport,
  scaleOf,
  writeView,
  zoomStep,
} from '../canvas-view.ts';
import styles from './canvas-toolbar.module.css';

const usePuck = createUsePuck();
const STYLE_ID = 'folio-canvas-view';

/** The canvas around Puck's preview, and the size of the room it gives the page. */
function useCanvasHost(): { host: HTMLElement | null; room: { width: number; height: number } } {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  useEffect(() => {
    let frame = 0;
    let container: HTMLDivElement | null = null;
    let observer: ResizeObserver | null = null;
    const find = () => {
      const root = document.getElementById('puck-canvas-root');
      const inner = root?.parentElement;
      const canvas = inner?.parentElement;
      if (!inner || !canvas) {
        frame = requestAnimationFrame(find);
        return;
      }
      container = document.createElement('div');
      container.className = styles.host ?? '';
      canvas.prepend(container);
      setHost(container);
      observer = new ResizeObserver(() => setRoom({ width: inner.clientWidth, height: inner.clientHeight }));
      observer.observe(inner);
    };
    find();
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      container?.remove();
      document.getElementById(STYLE_ID)?.remove();
    };
  }, []);
  return { host, room };
}

export function CanvasToolbar({ initial }: { initial: CanvasView }) {
  const dispatch = usePuck((s) => s.dispatch);
  const getPuck = useGetPuck();
  const [view, setView] = useState(initial);
  const { host, room } = useCanvasHost();
  const device = deviceOf(view.device);
  const fit = fitScale(device, room);
  const scale = scaleOf(view, fit);

  useEffect(() => writeView(sessionStorage, view), [view]);

  // What Puck's fit does not give is laid over its canvas root as a stylesheet (its inline styles
  // change with every fit; !important outlasts them).
  useEffect(() => {
    const css = room.width > 0 ? canvasRootCss(device, scale, room.width) : null;
    let style = document.getElementById(STYLE_ID);
    if (!css) {
      style?.remove();
      return;
    }
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      document.head.appendChild(style);
    }
    style.textContent = `#puck-canvas-root{${css}transition:none!important}`;
  }, [device, scale, room.width]);

  const chooseDevice = (id: DeviceId) => {
    const { viewports } = getPuck().appState.ui;
    dispatch({
      type: 'setUi',
      ui: { viewports: { ...viewports, current: puckViewport(deviceOf(id)) } },
    });
    setView({ device: id, zoom: 'fit' });
  };
  const zoomTo = (zoom: CanvasView['zoom']) =>
    setView((current) => ({
      ...current,
      // At the canvas's own width, 100% is the fit.
      zoom: zoom !== 'fit' && current.device === 'fit' && zoom === 1 ? 'fit' : zoom,
    }));
  const zoomIn = zoomStep(scale, 1);
  const zoomOut = zoomStep(scale, -1);

  if (!host) return null;
  return createPortal(
    <div className={styles.toolbar} data-canvas-toolbar="">
      <div className={styles.group} role="group" aria-label="Preview on">
        {DEVICES.map((d) => (
          <button
            key={d.id}
            type="button"
            className={styles.button}
            aria-pressed={view.device === d.id}
            title={d.width ? `${d.label}: ${d.width} × ${d.height}` : 'The canvas’s own width'}
            onClick={() => chooseDevice(d.id)}
          >
            {d.label}
          </button>
        ))}
      </div>
      <div className={styles.group} role="group" aria-label="Zoom">
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Zoom out"
          disabled={zoomOut === null}
          onClick={() => zoomOut !== null && zoomTo(zoomOut)}
        >
          −
        </button>
        <output className={styles.level} aria-live="polite" aria-label="Zoom level">
          {formatScale(scale)}
        </output>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Zoom in"
          disabled={zoomIn === null}
          onClick={() => zoomIn !== null && zoomTo(zoomIn)}
        >
          +
        </button>
        <button
          type="button"
          className={styles.button}
          aria-pressed={view.zoom === 'fit'}
          title={view.device === 'fit' ? 'The page at the canvas’s width' : 'The whole device in view'}
          onClick={() => zoomTo('fit')}
        >
          Fit
        </button>
        <button
          type="button"
          className={styles.button}
          aria-pressed={scale === 1}
          title="Actual size"
          onClick={() => zoomTo(1)}
        >
          100%
        </button>
      </div>
    </div>,
    host,
  );
}
