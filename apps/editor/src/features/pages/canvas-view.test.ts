import { describe, expect, it } from 'vitest';
import {
  canvasRootCss,
  DEFAULT_VIEW,
  DEVICES,
  deviceOf,
  fitScale,
  readView,
  writeView,
  zoomStep,
} from './canvas-view.ts';

describe('the canvas view (issue 16 part 1, UI-096)', () => {
  it('UI-096 the devices stand at the heights 1366, 1024 and 926; a phone is under UI-097’s 432 px', () => {
    expect(DEVICES.map((d) => [d.id, d.width, d.height])).toEqual([
      ['fit', null, null],
      ['desktop', 1024, 1366],
      ['tablet', 768, 1024],
      ['phone', 428, 926],
    ]);
  });

  it('issue 16: a device fits whole (never enlarged); zoom steps past the fit both ways', () => {
    expect(fitScale(deviceOf('phone'), { width: 800, height: 463 })).toBe(0.5);
    expect(fitScale(deviceOf('phone'), { width: 2000, height: 2000 })).toBe(1);
    expect(fitScale(deviceOf('fit'), { width: 300, height: 300 })).toBe(1);
    expect(zoomStep(1, 1)).toBe(1.25);
    expect(zoomStep(0.58, 1)).toBe(0.75);
    expect(zoomStep(0.58, -1)).toBe(0.5);
    expect(zoomStep(2, 1)).toBeNull();
    expect(zoomStep(0.25, -1)).toBeNull();
  });

  it('issue 16: fit width at 100% is Puck’s own; a zoom or a device sets the root’s geometry', () => {
    expect(canvasRootCss(deviceOf('fit'), 1, 900)).toBeNull();
    expect(canvasRootCss(deviceOf('fit'), 1.5, 900)).toContain('width:calc(100% / 1.5)!important');
    const phone = canvasRootCss(deviceOf('phone'), 0.5, 900)!;
    expect(phone).toContain('width:428px!important;height:926px!important;transform:scale(0.5)!important');
    expect(phone).toContain('left:343px!important');
    expect(canvasRootCss(deviceOf('desktop'), 2, 900)).toContain('left:0px!important');
  });

  it('issue 16: the session remembers a valid view and ignores anything else', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readView(storage)).toEqual(DEFAULT_VIEW);
    writeView(storage, { device: 'tablet', zoom: 1.25 });
    expect(readView(storage)).toEqual({ device: 'tablet', zoom: 1.25 });
    store.set('folio.canvasView', JSON.stringify({ device: 'watch', zoom: 3 }));
    expect(readView(storage)).toEqual(DEFAULT_VIEW);
    store.set('folio.canvasView', '{');
    expect(readView(storage)).toEqual(DEFAULT_VIEW);
  });
});
