import { describe, expect, it } from 'vitest';
import { describeFocalPoint, focalPointFromClick, nudgeFocalPoint } from './focal-point.ts';

const box = { left: 100, top: 50, width: 400, height: 200 };

describe('the focal point', () => {
  it('is the click position as fractions of the rendered image', () => {
    expect(focalPointFromClick({ clientX: 200, clientY: 100, box })).toEqual({ x: 0.25, y: 0.25 });
    expect(focalPointFromClick({ clientX: 500, clientY: 250, box })).toEqual({ x: 1, y: 1 });
    expect(focalPointFromClick({ clientX: 100, clientY: 50, box })).toEqual({ x: 0, y: 0 });
  });

  it('stays within the image for a click on its edge or beyond', () => {
    expect(focalPointFromClick({ clientX: 90, clientY: 400, box })).toEqual({ x: 0, y: 1 });
  });

  it('is rounded to three decimals', () => {
    expect(
      focalPointFromClick({ clientX: 233, clientY: 117, box: { ...box, width: 300, height: 300 } }),
    ).toEqual({
      x: 0.443,
      y: 0.223,
    });
  });

  it('is the centre when the image has no size yet', () => {
    expect(focalPointFromClick({ clientX: 10, clientY: 10, box: { ...box, width: 0 } })).toEqual({
      x: 0.5,
      y: 0.5,
    });
  });

  it('moves by 5% with the arrow keys, never past the edge', () => {
    expect(nudgeFocalPoint({ x: 0.5, y: 0.5 }, 'ArrowRight')).toEqual({ x: 0.55, y: 0.5 });
    expect(nudgeFocalPoint({ x: 0.5, y: 0.5 }, 'ArrowUp')).toEqual({ x: 0.5, y: 0.45 });
    expect(nudgeFocalPoint({ x: 0.02, y: 0.99 }, 'ArrowLeft')).toEqual({ x: 0, y: 0.99 });
    expect(nudgeFocalPoint({ x: 0.02, y: 0.99 }, 'ArrowDown')).toEqual({ x: 0.02, y: 1 });
    expect(nudgeFocalPoint({ x: 0.5, y: 0.5 }, 'Enter')).toBeNull();
  });

  it('is described in words for screen readers', () => {
    expect(describeFocalPoint({ x: 0.4, y: 0.255 })).toBe('40% across, 26% down');
  });
});
