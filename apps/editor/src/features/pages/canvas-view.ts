// How the page editor's canvas shows the page (issue 16 part 1, UI-096, UI-097): at the canvas's
// own width ("Fit width", the default) or as a device — a phone, a tablet or a desktop at the
// spec's device heights (926, 1024, 1366) — at a zoom the owner picks, beyond fit too. Pure rules
// and the session's memory of the choice; the toolbar (CanvasToolbar.tsx) applies them.

export type DeviceId = 'fit' | 'desktop' | 'tablet' | 'phone';

export interface Device {
  id: DeviceId;
  label: string;
  /** CSS px; null: the canvas's own width. */
  width: number | null;
  height: number | null;
}

/**
 * UI-096's heights with widths that sit on the breakpoints: a phone under UI-097's 432 px (428 ×
 * 926, the largest phones), a tablet at 768 × 1024, and a desktop at UI-095's 1024 step, where
 * every desktop layout applies (1024 × 1366).
 */
export const DEVICES: readonly Device[] = [
  { id: 'fit', label: 'Fit width', width: null, height: null },
  { id: 'desktop', label: 'Desktop', width: 1024, height: 1366 },
  { id: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { id: 'phone', label: 'Phone', width: 428, height: 926 },
];

/** Zoom steps; "fit" is the scale that shows the whole width (and a device's whole height). */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export type Zoom = number | 'fit';

export interface CanvasView {
  device: DeviceId;
  zoom: Zoom;
}

export const DEFAULT_VIEW: CanvasView = { device: 'fit', zoom: 'fit' };

export function deviceOf(id: DeviceId): Device {
  return DEVICES.find((d) => d.id === id) ?? DEVICES[0]!;
}

/**
 * The scale that fits: 1 at the canvas's own width; a device shrinks until its whole width and
 * height show (never enlarged past its real size).
 */
export function fitScale(device: Device, canvas: { width: number; height: number }): number {
  if (device.width === null || device.height === null) return 1;
  if (canvas.width <= 0 || canvas.height <= 0) return 1;
  return Math.min(1, canvas.width / device.width, canvas.height / device.height);
}

/** The scale a view shows at. */
export function scaleOf(view: CanvasView, fit: number): number {
  return view.zoom === 'fit' ? fit : view.zoom;
}

/** The next step in (+1) or out (-1) from the scale shown; null at the end of the steps. */
export function zoomStep(scale: number, direction: 1 | -1): number | null {
  const next =
    direction === 1
      ? ZOOM_STEPS.find((step) => step > scale + 0.001)
      : [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.001);
  return next ?? null;
}

export const formatScale = (scale: number) => `${Math.round(scale * 100)}%`;

/**
 * The canvas root's geometry, as CSS over Puck's (which only fits, zooms out, and lets a device
 * fitted by its width run taller than the device): at the canvas's width a zoom lays the page out
 * narrower (or wider) and scales it to fill the canvas exactly, as a browser zooms; a device keeps
 * its real width and height (UI-096) at the scale shown, centred while it is narrower than the
 * canvas and scrolled when larger. Null: the canvas's own width at 100%, Puck's own.
 */
export function canvasRootCss(device: Device, scale: number, canvasWidth: number): string | null {
  if (device.width === null || device.height === null) {
    if (scale === 1) return null;
    return `width:calc(100% / ${scale})!important;height:calc(100% / ${scale})!important;transform:scale(${scale})!important;transform-origin:top left!important;left:0!important;`;
  }
  const left = Math.max(0, Math.round((canvasWidth - device.width * scale) / 2));
  return `width:${device.width}px!important;height:${device.height}px!important;transform:scale(${scale})!important;transform-origin:top left!important;left:${left}px!important;`;
}

const STORAGE_KEY = 'folio.canvasView';

/** The view chosen earlier in this browser session (sessionStorage), or the default. */
export function readView(storage: Pick<Storage, 'getItem'> | undefined): CanvasView {
  try {
    const parsed = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<CanvasView> | null;
    const device = DEVICES.find((d) => d.id === parsed?.device)?.id;
    const zoom = parsed?.zoom;
    const isZoom =
      zoom === 'fit' || (typeof zoom === 'number' && (ZOOM_STEPS as readonly number[]).includes(zoom));
    return device && isZoom ? { device, zoom } : DEFAULT_VIEW;
  } catch {
    return DEFAULT_VIEW;
  }
}

export function writeView(storage: Pick<Storage, 'setItem'> | undefined, view: CanvasView): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(view));
  } catch {
    // A browser refusing storage forgets the choice; the canvas still works.
  }
}

/** Puck's `ui.viewports.current` for a device. */
export function puckViewport(device: Device): { width: number | '100%'; height: number | 'auto' } {
  return device.width === null || device.height === null
    ? { width: '100%', height: 'auto' }
    : { width: device.width, height: device.height };
}
