// The focal point of an image: fractions of its width and height, 0..1, kept in view when a
// layout crops the image.

export interface FocalPoint {
  x: number;
  y: number;
}

/** The image's box on screen, as getBoundingClientRect gives it. */
export interface RenderedBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
// Three decimals: finer than a pixel of the largest image the service makes (2500 px).
const round = (value: number) => Math.round(value * 1000) / 1000;

/** Where a click at (clientX, clientY) falls on the rendered image. */
export function focalPointFromClick(input: {
  clientX: number;
  clientY: number;
  box: RenderedBox;
}): FocalPoint {
  const { clientX, clientY, box } = input;
  if (box.width <= 0 || box.height <= 0) return { x: 0.5, y: 0.5 };
  return {
    x: round(clamp((clientX - box.left) / box.width)),
    y: round(clamp((clientY - box.top) / box.height)),
  };
}

const NUDGE = 0.05;
const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-NUDGE, 0],
  ArrowRight: [NUDGE, 0],
  ArrowUp: [0, -NUDGE],
  ArrowDown: [0, NUDGE],
};

/** The focal point moved by an arrow key (for keyboard users), or null for any other key. */
export function nudgeFocalPoint(point: FocalPoint, key: string): FocalPoint | null {
  const step = STEPS[key];
  if (!step) return null;
  return { x: round(clamp(point.x + step[0])), y: round(clamp(point.y + step[1])) };
}

/** "40% across, 25% down": the focal point in words, for screen readers. */
export function describeFocalPoint(point: FocalPoint): string {
  return `${Math.round(point.x * 100)}% across, ${Math.round(point.y * 100)}% down`;
}
